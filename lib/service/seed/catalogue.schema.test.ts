import { describe, expect, it } from 'vitest';
import { CATALOGUES, MARKED, PURCHASES } from './catalogue';
import file from './catalogue.json' with { type: 'json' };
import { catalogueFileSchema } from './catalogue.schema';

// catalogue.json writes an item as one row; the schema reads it as the item the generator sells
// and refuses a row it could not.

const parse = (row: unknown[]) =>
  catalogueFileSchema.parse({ sold: { ...file.sold, coffee: [row] }, bought: {}, marked: {} });

describe('a catalogue row', () => {
  it('reads as an item, in pieces or measured in a unit of tag 2108', () => {
    expect(parse(['Синнабон', 19500, 'standard', 1, 'pieces', 1, 3]).sold.coffee).toEqual([
      {
        name: 'Синнабон',
        price: 19500,
        nds: 'standard',
        subject: 1,
        quantity: { measured: false, unit: 0, min: 1, max: 3 },
      },
    ]);
    expect(PURCHASES.grocery?.[0]).toMatchObject({ nds: 'ndsNo', quantity: { min: 6, max: 40 } });
    expect(CATALOGUES.dryCleaning.at(-1)).toMatchObject({
      subject: 4,
      quantity: { measured: true, unit: 32, min: 2000, max: 12500 },
    });
    expect(CATALOGUES.grocery[0]).toMatchObject({ quantity: { measured: true, unit: 11 } });
  });

  it.each([
    ['a fractional price', ['Синнабон', 195.5, 'standard', 1, 'pieces', 1, 1]],
    ['an unknown VAT class', ['Синнабон', 19500, 'nds12', 1, 'pieces', 1, 1]],
    ['a subject other than goods or service', ['Синнабон', 19500, 'standard', 3, 'pieces', 1, 1]],
    ['an unknown unit', ['Синнабон', 19500, 'standard', 1, 'box', 1, 1]],
    ['a missing quantity', ['Синнабон', 19500, 'standard', 1, 'pieces']],
  ])('refuses %s', (_name, row) => {
    expect(() => parse(row)).toThrow();
  });

  it('needs every kind of shop', () => {
    const short = Object.fromEntries(
      Object.entries(file.sold).filter(([kind]) => kind !== 'wholesale'),
    );
    expect(catalogueFileSchema.safeParse({ sold: short, bought: {}, marked: {} }).success).toBe(
      false,
    );
  });

  it('marks only goods the shops sell, each with a 14-digit GTIN', () => {
    const sold = new Set(Object.values(CATALOGUES).flatMap((items) => items.map((i) => i.name)));
    expect(MARKED.size).toBeGreaterThan(0);
    for (const [name, good] of MARKED) {
      expect(sold.has(name), name).toBe(true);
      expect(good.gtin).toMatch(/^0\d{13}$/);
    }
  });
});
