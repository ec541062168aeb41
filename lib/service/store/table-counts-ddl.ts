// Migration 7 of both engines (sqlite-migrations.ts, postgres-migrations.ts): the documents
// table's counts per day (table-statements.ts, groups). A busy month's facets and total counted
// from its rows sorted 93,000 index entries by type, operation and operator on every first ask; a
// day's counts per drive are a few dozen rows, kept up to date as each row is written. Released:
// never edit it, change the schema with a new migration instead.
//
// Every key column is NOT NULL, so that an upsert finds its row on both engines: a document that
// moves no money counts under operation -1, one without an operator under '' (which the table
// ranks with the missing ones all the same). Reads turn them back into nulls.

const COUNTS = (time: string) => `
  CREATE TABLE document_row_counts (
    reg_number TEXT NOT NULL,
    day ${time} NOT NULL,
    fiscal_drive_number TEXT NOT NULL,
    type TEXT NOT NULL,
    operation_type SMALLINT NOT NULL,
    operator TEXT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (reg_number, day, fiscal_drive_number, type, operation_type, operator)
  )`;

/**
 * Counts the rows of `rows` into their days, under the keys above. The PostgreSQL writer counts the
 * rows it has just written with it (postgres-table.ts), so that they are counted as this migration
 * filled the counts; its text is the migration's, so a change is a new function, never an edit.
 */
export const countRowsSql = (rows: string) => `
  INSERT INTO document_row_counts
    (reg_number, day, fiscal_drive_number, type, operation_type, operator, count)
  SELECT reg_number, substr(date_time, 1, 10), fiscal_drive_number, type,
    COALESCE(operation_type, -1), COALESCE(operator, ''), COUNT(*)
  FROM ${rows}
  GROUP BY reg_number, substr(date_time, 1, 10), fiscal_drive_number, type,
    COALESCE(operation_type, -1), COALESCE(operator, '')`;

/** Fills the counts from the rows already stored (the rows of migration 6). */
const BACKFILL = countRowsSql('document_rows');

export const SQLITE_COUNTS_DDL = `${COUNTS('TEXT')} WITHOUT ROWID; ${BACKFILL};`;

// Days compared as text in byte order, as the rows' date-times are.
export const POSTGRES_COUNTS_DDL = `${COUNTS('TEXT COLLATE "C"')}; ${BACKFILL};`;
