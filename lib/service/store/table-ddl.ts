// Migration 6 of both engines (sqlite-migrations.ts, postgres-migrations.ts): the documents
// table's rows (table-rows.ts). One row per stored document, keyed like the documents; the
// indexes hold a register's period in time order (all drives, or one), so a page in time order is
// a range scan and every other order a sort of the period's rows, never of their bodies. Released: never edit it, change
// the schema with a new migration instead.

const columns = (time: string, money: string) => `
    reg_number TEXT NOT NULL,
    fiscal_drive_number TEXT NOT NULL,
    fd_number ${money} NOT NULL,
    date_time ${time} NOT NULL,
    id TEXT NOT NULL,
    type TEXT NOT NULL,
    shift_number ${money},
    operation_type SMALLINT,
    total ${money},
    cash ${money},
    cashless ${money},
    operator TEXT,
    vat TEXT,
    PRIMARY KEY (fiscal_drive_number, fd_number)`;

// Both indexes carry what the facets and sums read (type, operation, operator, shift, money), so
// counting a busy month reads the index alone; only the VAT and a page's rows read the table.
const COVERED = 'type, operation_type, operator, shift_number, total, cash, cashless';
const INDEXES = `
  CREATE INDEX document_rows_by_time
    ON document_rows(reg_number, date_time, fd_number, fiscal_drive_number, ${COVERED});
  CREATE INDEX document_rows_by_drive
    ON document_rows(reg_number, fiscal_drive_number, date_time, fd_number, ${COVERED});
`;

export const SQLITE_TABLE_DDL = `
  CREATE TABLE document_rows (${columns('TEXT', 'INTEGER')}) WITHOUT ROWID;
  ${INDEXES}`;

// Local date-times compared as text in byte order, as SQLite compares them.
export const POSTGRES_TABLE_DDL = `
  CREATE TABLE document_rows (${columns('TEXT COLLATE "C"', 'BIGINT')});
  ${INDEXES}`;
