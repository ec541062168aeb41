import type Database from 'better-sqlite3';
import { MIRROR_SQL } from './mirror-ddl';
import {
  batchStatements,
  registryStatements,
  statusParams,
  toStatus,
  toUnreadable,
  unreadableStatements,
} from './mirror-rows';
import type { FdGap, MirrorCursor, MirrorStore, ShiftShortfall } from './mirror-types';
import type { SqliteStore } from './sqlite';
import { prepareWrites } from './sqlite-writes';
import type { IngestDocument } from './types';

// The mirror's side of the SQLite engine. One file is one process's: a register lock is a set in
// memory, enough to keep the scheduler's pass and a manual one apart.

const GAPS = `SELECT fiscal_drive_number AS fiscalDriveNumber, fd_number AS afterFd,
    next_fd AS beforeFd, date_time AS "from", next_time AS "to"
  FROM (SELECT fiscal_drive_number, fd_number, date_time,
      LEAD(fd_number) OVER w AS next_fd, LEAD(date_time) OVER w AS next_time
    FROM documents WHERE reg_number = ? AND date_time >= ?
    WINDOW w AS (PARTITION BY fiscal_drive_number ORDER BY fd_number))
  WHERE next_fd > fd_number + 1 ORDER BY "from" LIMIT 100`;

// Whether any drive of the register has a gap since `from`: its documents' count short of the
// span of their FD numbers. Read from the documents table's covering index (table-ddl.ts) in a
// tenth of the window over the documents above, which the copy's first answer after every sync
// waits for (local-copy.ts); the window runs only when there is a gap to place.
const ANY_GAP = `SELECT 1 FROM document_rows WHERE reg_number = ? AND date_time >= ?
  GROUP BY fiscal_drive_number HAVING COUNT(*) <> MAX(fd_number) - MIN(fd_number) + 1 LIMIT 1`;

// A closing report counts every fiscal document of its shift, itself and the opening included, so
// the shift is FD numbers (closing − count + 1) … closing on its drive.
const SHORT_SHIFTS = `SELECT * FROM (SELECT c.fiscal_drive_number AS fiscalDriveNumber,
    json_extract(c.body, '$.shiftNumber') AS shiftNumber,
    json_extract(c.body, '$.documentsQuantity') AS expected,
    (SELECT COUNT(*) FROM documents d WHERE d.fiscal_drive_number = c.fiscal_drive_number
      AND d.fd_number BETWEEN c.fd_number - json_extract(c.body, '$.documentsQuantity') + 1
      AND c.fd_number) AS stored,
    (SELECT MIN(d.date_time) FROM documents d WHERE d.fiscal_drive_number = c.fiscal_drive_number
      AND d.fd_number BETWEEN c.fd_number - json_extract(c.body, '$.documentsQuantity') + 1
      AND c.fd_number) AS "from",
    c.date_time AS "to"
  FROM documents c
  WHERE c.reg_number = ? AND c.type = 'closeShift' AND c.date_time >= ?
    AND json_type(c.body, '$.documentsQuantity') = 'integer')
  WHERE stored < expected ORDER BY "to" LIMIT 100`;

export function sqliteMirror(store: SqliteStore): MirrorStore {
  const { db } = store;
  const writes = prepareWrites(db);
  // Each statement compiled once: a pass runs the same few for every register.
  const statements = new Map<string, Database.Statement>();
  const sql = (text: string) => {
    let statement = statements.get(text);
    if (!statement) statements.set(text, (statement = db.prepare(text)));
    return statement;
  };
  const run = (list: [string, unknown[]][]) => {
    for (const [text, params] of list) sql(text).run(...params);
  };
  const locked = new Set<string>();
  const ingestAndRecord = (docs: IngestDocument[], after?: MirrorCursor) =>
    db
      .transaction(() => {
        const outcomes = writes.ingest(docs);
        const now = new Date().toISOString();
        run(batchStatements(docs, outcomes, now, after));
        return outcomes;
      })
      .immediate();

  return {
    upsertRegistry: async (registry) => {
      db.transaction(() => run(registryStatements(registry))).immediate();
    },
    readCursor: async (regNumber) =>
      (sql(MIRROR_SQL.readCursor).get(regNumber) as MirrorCursor | undefined) ?? null,
    commitPage: async (docs, cursor) => ingestAndRecord(docs, cursor),
    ingest: async (docs) => ingestAndRecord(docs),
    saveStatus: async (status) => void sql(MIRROR_SQL.status).run(...statusParams(status)),
    listStatus: async () =>
      (sql(`${MIRROR_SQL.listStatus} ORDER BY reg_number`).all() as Record<string, unknown>[]).map(
        toStatus,
      ),
    readStatus: async (regNumber) => {
      const row = sql(`${MIRROR_SQL.listStatus} WHERE reg_number = ?`).get(regNumber);
      return row ? toStatus(row as Record<string, unknown>) : null;
    },
    countDocuments: async (regNumber, from) =>
      Number(
        sql('SELECT COUNT(*) FROM documents WHERE reg_number = ? AND date_time >= ?')
          .pluck()
          .get(regNumber, from),
      ),
    lastDocument: async (regNumber) =>
      (sql('SELECT MAX(date_time) FROM documents WHERE reg_number = ?').pluck().get(regNumber) as
        string | null) ?? null,
    countConflicts: async (regNumber) =>
      Number(sql(MIRROR_SQL.countConflicts).pluck().get(regNumber)),
    recordUnreadable: async (records) => {
      const now = new Date().toISOString();
      db.transaction(() => run(unreadableStatements(records, now))).immediate();
    },
    countUnreadable: async (regNumber) =>
      Number(
        regNumber === null
          ? sql(MIRROR_SQL.countUnplaced).pluck().get()
          : sql(MIRROR_SQL.countUnreadable).pluck().get(regNumber),
      ),
    unreadableDays: async (regNumber, from) =>
      sql(MIRROR_SQL.unreadableDays).pluck().all(regNumber, from) as string[],
    listUnreadable: async (limit) =>
      (sql(MIRROR_SQL.listUnreadable).all(limit) as Record<string, unknown>[]).map(toUnreadable),
    findGaps: async (regNumber, from) =>
      sql(ANY_GAP).get(regNumber, from) === undefined
        ? []
        : (sql(GAPS).all(regNumber, from) as FdGap[]),
    findShortShifts: async (regNumber, from) =>
      sql(SHORT_SHIFTS).all(regNumber, from) as ShiftShortfall[],
    async withRegisterLock(regNumber, work) {
      if (locked.has(regNumber)) return { locked: false };
      locked.add(regNumber);
      try {
        return { locked: true, value: await work() };
      } finally {
        locked.delete(regNumber);
      }
    },
  };
}
