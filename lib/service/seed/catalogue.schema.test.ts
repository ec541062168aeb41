import { describe, expect, it } from 'vitest';
import { CATALOGUES, PURCHASES } from './catalogue';
import file from './catalogue.json' with { type: 'json' };
import { catalogueFileSchema } from './catalogue.schema';

// catalogue.json writes an item as one row; the schema reads it as the item the generator sells
// and refuses a row it could not.

const parse = (row: unknown[]) =>
  catalogueFileSchema.parse({ sold: { ...file.sold, coffee: [row] }, bought: {} });

describe('a catalogue row', () => {
  it('reads as an item, pieces or measured', () => {
    expect(parse(['Синнабон', 19500, 'standard', 1, 'pieces', 1, 3]).sold.coffee).toEqual([
      {
        name: 'Синнабон',
        price: 19500,
        nds: 'standard',
        subject: 1,
        quantity: { measured: false, min: 1, max: 3 },
      },
    ]);
    expect(PURCHASES.grocery?.[0]).toMatchObject({ nds: 'ndsNo', quantity: { min: 6, max: 40 } });
    expect(CATALOGUES.dryCleaning.at(-1)).toMatchObject({
      subject: 4,
      quantity: { measured: true, min: 2000, max: 12500 },
    });
  });

  it.each([
    ['a fractional price', ['Синнабон', 195.5, 'standard', 1, 'pieces', 1, 1]],
    ['an unknown VAT class', ['Синнабон', 19500, 'nds12', 1, 'pieces', 1, 1]],
    ['a subject other than goods or service', ['Синнабон', 19500, 'standard', 2, 'pieces', 1, 1]],
    ['a missing quantity', ['Синнабон', 19500, 'standard', 1, 'pieces']],
  ])('refuses %s', (_name, row) => {
    expect(() => parse(row)).toThrow();
  });

  it('needs every kind of shop', () => {
    const short = Object.fromEntries(
      Object.entries(file.sold).filter(([kind]) => kind !== 'wholesale'),
    );
    expect(catalogueFileSchema.safeParse({ sold: short, bought: {} }).success).toBe(false);
  });
});
