import { describe, expect, it } from 'vitest';
import { fold } from '@/lib/text/fold';
import { addressHistory, driveHistory } from '@/lib/testing/register-history';
import { mergeRanges } from './match';
import { parseLookupQuery } from './query';
import { searchDirectory, type DirectoryEntry, type LookupMatch } from './search';

const bakery = { id: 'org-1', shortName: 'ООО «Пекарня»', inn: '7801234567' };
const shop = { id: 'org-2', shortName: 'ИП Иванов', inn: '500100732259' };

const moved = {
  regNumber: '0000000003065868',
  serialNumber: '00106300012345',
  name: 'Касса 1',
  modelName: 'Эвотор 7.2',
  salesPointName: 'Пекарня №2',
  ...addressHistory(
    ['191002, г. Санкт-Петербург, ул. Марата, д. 28', '2024-01-01T00:00:00'],
    ['191025, г. Санкт-Петербург, Невский пр-кт, д. 106', '2024-04-01T00:00:00'],
  ),
  ...driveHistory('fiscalDriveNumber', ['9960440300055555', '2024-01-02T08:00:00']),
};
const replaced = {
  regNumber: '0000000004111222',
  serialNumber: '00106300099999',
  name: 'Касса склада',
  modelName: 'АТОЛ 30Ф',
  salesPointName: 'Оптовый склад',
  ...addressHistory(['630108, г. Новосибирск, ул. Станционная, д. 38', '2024-01-01T00:00:00']),
  ...driveHistory(
    'fiscalDriveNumber',
    ['0000072814405000', '2024-01-03T09:00:00'],
    ['7281440500000777', '2024-03-10T09:00:00'],
  ),
};
const directory: DirectoryEntry[] = [
  { organization: bakery, registers: [moved] },
  { organization: shop, registers: [replaced] },
];

const search = (q: string) => searchDirectory(directory, parseLookupQuery(q));
const marked = (m: LookupMatch) => m.ranges.map(([s, e]) => m.value.slice(s, e));

describe('lookup', () => {
  it('finds a register by its RNM typed padded, unpadded or with trailing spaces', () => {
    for (const q of ['0000000003065868', '3065868', '  0003065868   ', '0000000003065868    ']) {
      const { results } = search(q);
      expect(
        results.map((r) => r.register.regNumber),
        q,
      ).toEqual(['0000000003065868']);
      expect(results[0]!.matches[0]).toMatchObject({ field: 'rnm', current: true });
      expect(marked(results[0]!.matches[0]!), q).toEqual(['0000000003065868']);
    }
  });

  it('finds a register by a part of its serial number and marks that part', () => {
    const { results } = search('300099');
    expect(results.map((r) => r.register.regNumber)).toEqual(['0000000004111222']);
    expect(results[0]!.matches[0]!.field).toBe('serial');
    expect(marked(results[0]!.matches[0]!)).toEqual(['300099']);
  });

  it('finds a replaced drive as a past drive, with its leading zeros optional', () => {
    for (const q of ['0000072814405000', '72814405000', '72814405000   ']) {
      const { results } = search(q);
      expect(results).toHaveLength(1);
      const drive = results[0]!.matches.find((m) => m.field === 'drive');
      expect(drive, q).toMatchObject({ value: '0000072814405000', current: false });
    }
  });

  it('finds a register by a past address, case- and ё-insensitively, words in any order', () => {
    const { results } = search('МАРАТА 28');
    expect(results).toHaveLength(1);
    const address = results[0]!.matches[0]!;
    expect(address).toMatchObject({ field: 'address', current: false });
    expect(marked(address)).toEqual(['Марата', '28']);
    expect(search('28 марата').results).toHaveLength(1);
    expect(search('склaд').results).toHaveLength(0); // Latin "a" is another letter
    expect(search('склад').results[0]!.matches.map((m) => m.field)).toEqual(['name', 'salesPoint']);
  });

  it('finds an address whichever way either side abbreviates its words', () => {
    // The record says "Невский пр-кт, д. 106" and "ул. Станционная, д. 38".
    for (const q of ['Невский проспект 106', 'невский пр 106', 'Невский просп. д.106']) {
      const { results } = search(q);
      expect(
        results.map((r) => r.register.regNumber),
        q,
      ).toEqual(['0000000003065868']);
      expect(marked(results[0]!.matches[0]!), q).toContain('пр-кт');
    }
    expect(search('улица Станционная дом 38').results).toHaveLength(1);
    expect(search('Невский проезд').results).toHaveLength(0);
  });

  it('ranks an exact number above a part of another number', () => {
    const { results } = search('4111222');
    expect(results[0]!.register.regNumber).toBe('0000000004111222');
    const parts = search('0555');
    expect(parts.results.map((r) => r.register.regNumber)).toEqual(['0000000003065868']);
  });

  it('returns nothing for a query no field contains, and caps the list', () => {
    expect(search('Казань')).toEqual({ total: 0, results: [] });
    const capped = searchDirectory(directory, parseLookupQuery('г.'), 1);
    expect(capped.total).toBe(2);
    expect(capped.results).toHaveLength(1);
  });

  it("names the register's operator when its organization names one, and only then", () => {
    const taxcom = { ...shop, id: 'taxcom:org-2', operator: 'Такском' };
    const across = directory.map((e) =>
      e.organization === shop ? { ...e, organization: taxcom } : e,
    );
    const found = searchDirectory(across, parseLookupQuery('г.')).results;
    expect(found.map((r) => r.organization.operator).sort()).toEqual(['Такском', undefined]);
    expect(search('г.').results.every((r) => !('operator' in r.organization))).toBe(true);
  });
});

describe('fold', () => {
  it('maps folded offsets back to the original text', () => {
    const folded = fold('  Ёлка\u00a0 ЁЖ');
    expect(folded.text).toBe('елка еж');
    expect(folded.start[5]).toBe(8);
  });

  it('merges overlapping ranges', () => {
    expect(
      mergeRanges([
        [5, 7],
        [0, 2],
        [1, 3],
        [7, 9],
      ]),
    ).toEqual([
      [0, 3],
      [5, 9],
    ]);
  });
});

describe('lookup by organization', () => {
  const chain: DirectoryEntry[] = [
    {
      organization: { ...bakery, fullName: 'Общество «Пекарня на Невском»' },
      registers: [moved, replaced],
    },
    { organization: shop, registers: [{ ...replaced, regNumber: '0000000009999999' }] },
  ];
  const find = (q: string) => searchDirectory(chain, parseLookupQuery(q));

  it('finds every register of an organization by its 10- or 12-digit INN', () => {
    const byCompany = find('7801234567');
    expect(byCompany.results.map((r) => r.register.regNumber)).toEqual([
      '0000000003065868',
      '0000000004111222',
    ]);
    expect(byCompany.results[0]!.matches[0]).toMatchObject({ field: 'inn', value: '7801234567' });
    expect(find('500 100 732 259').results.map((r) => r.register.regNumber)).toEqual([
      '0000000009999999',
    ]);
  });

  it('does not repeat an INN found whole as a name that only says the INN (OFD.ru)', () => {
    const named = { id: 'ofdru1~7725713770', shortName: 'ИНН 7725713770', inn: '7725713770' };
    const byInn = searchDirectory(
      [{ organization: { ...named, fullName: named.shortName }, registers: [moved] }],
      parseLookupQuery('7725713770'),
    );
    expect(byInn.results[0]!.matches.map((m) => m.field)).toEqual(['inn']);
  });

  it('does not take part of an INN for an INN', () => {
    expect(find('78012345').results.some((r) => r.matches.some((m) => m.field === 'inn'))).toBe(
      false,
    );
  });

  it('finds every register of an organization by words of its short or full name', () => {
    const byName = find('пекарня невском');
    expect(byName.results).toHaveLength(2);
    const match = byName.results[0]!.matches.find((m) => m.field === 'organization')!;
    expect(match.value).toBe('Общество «Пекарня на Невском»');
    expect(marked(match)).toEqual(['Пекарня', 'Невском']);
    expect(find('ИП Иванов').results.map((r) => r.organization.id)).toEqual(['org-2']);
  });
});
