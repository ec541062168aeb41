import type { Store } from './types';

// Tests of both engines' documents table (sqlite-table.test.ts, postgres.test.ts): what a store
// answers of it for every register, to compare before and after a migration's backfill.

/** Every register's rows in time order and its figures, over any date. */
export async function everyTable(store: Store, regs: readonly string[]) {
  return Promise.all(
    regs.map(async (regNumber) => {
      const query = {
        regNumber,
        drive: null,
        from: '2000-01-01T00:00:00',
        to: '2099-12-31T23:59:59',
      };
      return {
        rows: await store.tableRows(query, { key: 'time', dir: 'asc', offset: 0, limit: 1e6 }),
        figures: await store.tableFigures(query),
      };
    }),
  );
}
