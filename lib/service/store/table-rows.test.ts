import { describe, expect, it } from 'vitest';
import { emptyOperations } from './figures-sum';
import { composeFigures } from './table-rows';
import type { TableGroup } from './table-types';

// A period's figures from the register's day buckets when no filter cuts them apart: the buckets
// are kept per operation, so an operation filter takes the operations it names and reads no row.

const query = {
  regNumber: '0000000001000001',
  drive: null,
  from: '2025-03-01T00:00:00',
  to: '2025-03-31T23:59:59',
};

const day = () => {
  const operations = emptyOperations();
  Object.assign(operations[1], { count: 3, total: 900, cash: 900, cashless: 0 });
  operations[1].vat = { nds20: 150 };
  Object.assign(operations[2], { count: 1, total: 300, cash: 0, cashless: 300 });
  operations[2].vat = { nds20: 50 };
  return { date: '2025-03-02', operations };
};

const groups: TableGroup[] = [
  { type: 'receipt', operationType: 1, operator: 'Анна', count: 3 },
  { type: 'receipt', operationType: 2, operator: 'Анна', count: 1 },
  { type: 'openShift', operationType: null, operator: null, count: 1 },
];

const parts = {
  groups: () => groups,
  byDay: async () => [day()],
  sums: () => {
    throw new Error('the rows were summed');
  },
};

describe('composeFigures', () => {
  it('takes an operation filter from the day buckets, reading no row', async () => {
    const { operations } = await composeFigures({ ...query, ops: [2] }, parts);
    expect(operations[2]).toMatchObject({ count: 1, total: 300, vat: { nds20: 50 } });
    expect(operations[1].count).toBe(0);
    const all = await composeFigures(query, parts);
    expect(all.operations[1]).toMatchObject({ count: 3, total: 900, vat: { nds20: 150 } });
  });

  it('sums the rows when the buckets hold other receipts than the selection (a type filter, another drive)', async () => {
    const summed = emptyOperations();
    const rows = { ...parts, sums: () => summed };
    expect((await composeFigures({ ...query, types: ['receipt'] }, rows)).operations).toBe(summed);
    const fewer = { ...rows, groups: () => groups.slice(1) };
    expect((await composeFigures({ ...query, ops: [1] }, fewer)).operations).toBe(summed);
  });
});
