import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCachedCheck, type CachedDocument } from '../contract/cached-document';
import { SORT_KEYS, type SortKey } from '../contract/api';
import { amountKopecks, applyFilters, queryMatcher, toRow } from './filters';
import { pageOf, sortDocuments, sortOrder } from './sort-order';
import { receipt, report } from '../testing/documents';

const day = [
  report(1, '2024-06-01T08:00:00', 'openShift'),
  receipt(2, '2024-06-01T08:05:00', { totalSum: 12345, items: [{ name: 'Молоко 3,2%' }] }),
  receipt(3, '2024-06-01T09:00:00', {
    operationType: 2,
    totalSum: 500,
    items: [{ name: 'Хлеб ржаной', sum: 500 }],
  }),
  receipt(4, '2024-06-01T09:30:00', {
    type: 'bso',
    operationType: 3,
    totalSum: 777,
    items: [{ name: 'Тележка', sum: 777 }],
  }),
  report(5, '2024-06-01T22:00:00', 'closeShift'),
];

describe('queryMatcher', () => {
  const fds = (q: string) => day.filter(queryMatcher(q)!).map((d) => d.fiscalDocumentNumber);

  it('finds an FD number, an amount with a dot or comma, or a part of an item name', () => {
    expect(fds('1')).toEqual([1]);
    expect(fds('123.45')).toEqual([2]);
    expect(fds('5,00')).toEqual([3]);
    expect(fds('7.77')).toEqual([4]);
    expect(fds('ХЛЕБ')).toEqual([3]);
    expect(fds('3,2')).toEqual([2]); // no such amount, but a name holds it
  });

  it('finds amounts as people type them: whole roubles, comma, dot, rouble sign, grouping', () => {
    for (const q of ['123.45', '123,45', '123,45 ₽', '123.45р.', '123,45 руб', ' 123,45 RUB'])
      expect(fds(q), q).toEqual([2]);
    for (const q of ['5,00', '5.00', '5 ₽', '5,0']) expect(fds(q), q).toEqual([3]);
    // A bare number is whole roubles and an FD number alike.
    expect(fds('5')).toEqual([3, 5]);
    expect(amountKopecks('1 200,50')).toBe(120050);
    expect(amountKopecks('1\u00a0200 ₽')).toBe(120000);
    expect(amountKopecks('12.345')).toBeUndefined();
    expect(amountKopecks('ХЛЕБ')).toBeUndefined();
  });

  it('has no matcher for an empty query', () => {
    expect(queryMatcher(undefined)).toBeNull();
    expect(queryMatcher('')).toBeNull();
  });
});

describe('applyFilters', () => {
  it('keeps one shift’s documents when a shift is chosen', () => {
    const twoShifts = [...day, receipt(6, '2024-06-02T09:00:00', { shiftNumber: 2 })];
    const { documents } = applyFilters(twoShifts, { shift: 2 });
    expect(documents.map((d) => d.fiscalDocumentNumber)).toEqual([6]);
  });

  it('filters by type and operation and counts each facet with the other filters applied', () => {
    const { documents, facets } = applyFilters(day, { types: ['receipt'], ops: ['1', '2'] });
    expect(documents.map((d) => d.fiscalDocumentNumber)).toEqual([2, 3]);
    // Types as the ops filter lets them through: receipts with ops 1 or 2 only.
    expect(facets.types.receipt).toBe(2);
    expect(facets.types.bso).toBe(0);
    expect(facets.types.openShift).toBe(0);
    // Operations as the types filter lets them through: receipts of any operation.
    expect(facets.ops).toEqual({ '1': 1, '2': 1, '3': 0, '4': 0 });
  });

  it('counts every document without filters', () => {
    const { documents, facets } = applyFilters(day, {});
    expect(documents).toHaveLength(5);
    expect(facets.types.openShift + facets.types.closeShift).toBe(2);
    expect(facets.ops).toEqual({ '1': 1, '2': 1, '3': 1, '4': 0 });
  });
});

// An independent oracle: a plain comparator sort, missing values last.
function oracle(documents: CachedDocument[], key: SortKey, dir: 'asc' | 'desc') {
  const value = (d: CachedDocument): number | string | undefined => {
    if (key === 'type') return d.type; // ranked by DOCUMENT_TYPES in the module; see below
    if (key === 'operator') return d.operator;
    if (key === 'fiscalDocumentNumber' || key === 'dateTime') return undefined;
    if (key === 'shiftNumber') return d.shiftNumber;
    return isCachedCheck(d) ? d[key] : undefined;
  };
  const indexed = documents.map((d, i) => ({ d, i, v: value(d) }));
  const present = indexed.filter((x) => x.v !== undefined);
  const missing = indexed.filter((x) => x.v === undefined);
  present.sort((a, b) => (a.v! < b.v! ? -1 : a.v! > b.v! ? 1 : a.i - b.i));
  const out =
    dir === 'asc' ? [...present, ...missing] : [...present.reverse(), ...missing.reverse()];
  return out.map((x) => x.d.fiscalDocumentNumber);
}

const arbitraryDocuments = fc
  .array(
    fc.record({
      check: fc.boolean(),
      total: fc.integer({ min: 0, max: 5_000_000 }),
      op: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
      shift: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
      operator: fc.option(fc.constantFrom('Bob', 'alice', 'Carol'), { nil: undefined }),
    }),
    { maxLength: 60 },
  )
  .map((specs) =>
    specs.map((s, i): CachedDocument => {
      const dateTime = `2024-06-01T10:${String(Math.floor(i / 2)).padStart(2, '0')}:00`;
      const base = s.check
        ? receipt(i + 1, dateTime, { totalSum: s.total, operationType: s.op })
        : report(i + 1, dateTime, 'openShift');
      return { ...base, shiftNumber: s.shift, operator: s.operator } as CachedDocument;
    }),
  );

describe('sortDocuments', () => {
  it('orders like a plain stable sort with missing values last (property)', () => {
    fc.assert(
      fc.property(
        arbitraryDocuments,
        fc.constantFrom(
          ...SORT_KEYS.filter(
            (k) => !['type', 'operator', 'dateTime', 'fiscalDocumentNumber'].includes(k),
          ),
        ),
        fc.constantFrom('asc', 'desc') as fc.Arbitrary<'asc' | 'desc'>,
        (documents, key, dir) => {
          const sorted = sortDocuments(documents, key, dir).map((d) => d.fiscalDocumentNumber);
          expect(sorted).toEqual(oracle(documents, key, dir));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sorts cashiers by Russian collation, not by code point, and those without one last', () => {
    const docs = [
      { ...report(1, '2024-06-01T10:00:00', 'openShift'), operator: 'Bob' },
      { ...report(2, '2024-06-01T10:00:01', 'openShift') },
      { ...report(3, '2024-06-01T10:00:02', 'openShift'), operator: 'alice' },
      { ...report(4, '2024-06-01T10:00:03', 'openShift'), operator: 'Борис' },
    ];
    // Cyrillic before Latin, and case does not count.
    expect(sortDocuments(docs, 'operator', 'asc').map((d) => d.fiscalDocumentNumber)).toEqual([
      4, 3, 1, 2,
    ]);
  });

  it('keeps time order for dateTime and reverses it for desc', () => {
    expect(sortDocuments(day, 'dateTime', 'desc').map((d) => d.fiscalDocumentNumber)).toEqual([
      5, 4, 3, 2, 1,
    ]);
    expect(sortDocuments(day, 'type', 'asc').map((d) => d.type)).toEqual([
      'openShift',
      'receipt',
      'receipt',
      'bso',
      'closeShift',
    ]);
  });

  it('pages consistently: the pages of a sort put together are the whole sort', () => {
    fc.assert(
      fc.property(arbitraryDocuments, fc.integer({ min: 1, max: 7 }), (documents, limit) => {
        const sorted = sortDocuments(documents, 'totalSum', 'desc');
        const order = sortOrder(documents, 'totalSum');
        const pages: CachedDocument[] = [];
        for (let offset = 0; offset < documents.length; offset += limit) {
          pages.push(...pageOf(documents, order, 'desc', offset, limit));
        }
        expect(pages).toEqual(sorted);
        expect(new Set(pages.map((d) => d.id)).size).toBe(documents.length);
      }),
    );
  });
});

describe('toRow', () => {
  it('carries money fields only for documents that move money', () => {
    expect(toRow(day[0]!)).toEqual({
      id: day[0]!.id,
      type: 'openShift',
      fiscalDocumentNumber: 1,
      dateTime: '2024-06-01T08:00:00',
      shiftNumber: 1,
    });
    expect(toRow(day[1]!)).toMatchObject({
      operationType: 1,
      totalSum: 12345,
      cashTotalSum: 12345,
    });
  });
});
