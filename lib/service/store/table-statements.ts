import { countSpans, dayCountsSql, pageSql, positionSql, whereOf } from './table-rows';
import type { TablePage, TableQuery } from './table-types';

// The documents table's reads that both engines run alike (postgres-table.ts, sqlite-table.ts),
// as statements with their values bound in the engine's own placeholders: `$1, $2, …` in
// PostgreSQL, `?` in SQLite. table-rows.ts writes their SQL; each engine runs them, and sums the
// figures in its own SQL.

export type TableStatement = { sql: string; values: (string | number)[] };

/** The statements of an engine whose n-th value bound (counted from 1) is `placeholder(n)`. */
export function tableStatements(placeholder: (n: number) => string) {
  /** Binds values in the order the statement names them. */
  function binder() {
    const values: (string | number)[] = [];
    const bind = (value: string | number) => {
      values.push(value);
      return placeholder(values.length);
    };
    return { values, bind };
  }

  function bound(write: (bind: (value: string | number) => string) => string): TableStatement {
    const { values, bind } = binder();
    const sql = write(bind);
    return { sql, values };
  }

  /** The groups of a period's rows, before the type and operation filters. */
  const rowGroups = (query: TableQuery) =>
    bound(
      (bind) => `SELECT type, operation_type AS "operationType", operator, COUNT(*) AS count
       FROM document_rows WHERE ${whereOf(query, bind, false)}
       GROUP BY type, operation_type, operator`,
    );

  return {
    binder,
    /**
     * What a period's groups are read from, to be added up (addGroups): its whole days from their
     * counts, the ends of days it cuts from their rows; a shift from its rows.
     */
    groups(query: TableQuery): TableStatement[] {
      const { days, cuts } = countSpans(query);
      if (!days || query.shift !== undefined) return [rowGroups(query)];
      return [bound((bind) => dayCountsSql(query, days, bind)), ...cuts.map(rowGroups)];
    },
    page: (query: TableQuery, page: TablePage) => bound((bind) => pageSql(query, page, bind)),
    position: (
      query: TableQuery,
      order: Omit<TablePage, 'offset' | 'limit'>,
      document: { fiscalDriveNumber: string; fdNumber: number },
    ) => bound((bind) => positionSql(query, order, document, bind)),
  };
}
