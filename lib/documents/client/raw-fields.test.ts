import { describe, expect, it } from 'vitest';
import { flattenRaw, knownFields } from './raw-fields';

describe('raw fields', () => {
  it('knows both families of receipt fields but not an operator extension', () => {
    const known = knownFields('receipt');
    expect(known.has('totalSum')).toBe(true);
    expect(known.has('prepaidSum')).toBe(true);
    expect(known.has('fnsUrl')).toBe(false);
  });

  it('lists nested values by path and keeps padding visible', () => {
    const entries = flattenRaw(
      {
        kktRegId: '0000000003065868    ',
        fnsUrl: 'www.nalog.gov.ru',
        items: [{ name: 'Хлеб', quantity: 0.35 }],
        properties: [],
      },
      'receipt',
    );
    expect(entries).toEqual([
      { path: 'kktRegId', value: '"0000000003065868    "', known: true },
      { path: 'fnsUrl', value: '"www.nalog.gov.ru"', known: false },
      { path: 'items[0].name', value: '"Хлеб"', known: true },
      { path: 'items[0].quantity', value: '0.35', known: true },
      { path: 'properties', value: '[]', known: false },
    ]);
  });
});
