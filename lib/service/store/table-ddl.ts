// Migration 6 of both engines (sqlite-migrations.ts, postgres-migrations.ts): the documents
// table's rows (table-rows.ts). One row per stored document, keyed like the documents; the index
// holds a register's period in time order, so a page in time order is a range scan and every
// other order a sort of the period's rows, never of their bodies. Released: never edit it, change
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

const INDEXES = `
  CREATE INDEX document_rows_by_time ON document_rows(reg_number, date_time, fd_number);
  CREATE INDEX document_rows_by_drive
    ON document_rows(reg_number, fiscal_drive_number, date_time, fd_number);
`;

export const SQLITE_TABLE_DDL = `
  CREATE TABLE document_rows (${columns('TEXT', 'INTEGER')}) WITHOUT ROWID;
  ${INDEXES}`;

// Local date-times compared as text in byte order, as SQLite compares them.
export const POSTGRES_TABLE_DDL = `
  CREATE TABLE document_rows (${columns('TEXT COLLATE "C"', 'BIGINT')});
  ${INDEXES}`;
