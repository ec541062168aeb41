import { inTransaction } from '@/lib/postgres/in-transaction';
import { MIRROR_SQL } from './mirror-ddl';
import {
  batchStatements,
  registryStatements,
  statusParams,
  toStatus,
  toUnreadable,
  unreadableStatements,
  type Statement,
} from './mirror-rows';
import type { FdGap, MirrorCursor, MirrorStore, ShiftShortfall } from './mirror-types';
import type { PostgresStore } from './postgres';
import { monthOf, PartitionCache } from './postgres-partitions';
import { ingestBatch } from './postgres-writes';
import type { IngestDocument } from './types';

// The mirror's side of the PostgreSQL engine. Several app instances may share the database: a
// register is synced under a session-level advisory lock, taken with pg_try_advisory_lock so that
// a second instance skips the register instead of waiting, and released by PostgreSQL itself when
// the holder's connection dies (a killed instance never leaves a register locked).

const REGISTER_LOCK = 0x0fd5_0010;
const TIME = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** `?` → `$1, $2, …` (the shared SQL of mirror-ddl.ts holds no literal question mark). */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

const GAPS = `SELECT fiscal_drive_number AS "fiscalDriveNumber", fd_number::int AS "afterFd",
    next_fd::int AS "beforeFd", ${TIME('date_time')} AS "from", ${TIME('next_time')} AS "to"
  FROM (SELECT fiscal_drive_number, fd_number, date_time,
      LEAD(fd_number) OVER w AS next_fd, LEAD(date_time) OVER w AS next_time
    FROM documents WHERE reg_number = $1 AND date_time >= $2::timestamp
    WINDOW w AS (PARTITION BY fiscal_drive_number ORDER BY fd_number)) g
  WHERE next_fd > fd_number + 1 ORDER BY date_time LIMIT 100`;

// As in sqlite-mirror.ts: whether any drive has a gap, from the documents table's narrow rows.
const ANY_GAP = `SELECT 1 FROM document_rows WHERE reg_number = $1 AND date_time >= $2
  GROUP BY fiscal_drive_number HAVING COUNT(*) <> MAX(fd_number) - MIN(fd_number) + 1 LIMIT 1`;

// As in sqlite-mirror.ts: a shift is FD numbers (closing − documentsQuantity + 1) … closing.
const SHORT_SHIFTS = `SELECT * FROM (SELECT c.fiscal_drive_number AS "fiscalDriveNumber",
    c.shift_number AS "shiftNumber", q.expected,
    (SELECT COUNT(*)::int FROM document_keys d WHERE d.fiscal_drive_number = c.fiscal_drive_number
      AND d.fd_number BETWEEN c.fd_number - q.expected + 1 AND c.fd_number) AS stored,
    (SELECT ${TIME('MIN(d.date_time)')} FROM document_keys d
      WHERE d.fiscal_drive_number = c.fiscal_drive_number
      AND d.fd_number BETWEEN c.fd_number - q.expected + 1 AND c.fd_number) AS "from",
    ${TIME('c.date_time')} AS "to"
  FROM documents c
  CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(c.body::jsonb -> 'documentsQuantity') = 'number'
    THEN (c.body::jsonb ->> 'documentsQuantity')::int END AS expected) q
  WHERE c.reg_number = $1 AND c.type = 'closeShift' AND c.date_time >= $2::timestamp
    AND q.expected IS NOT NULL) s
  WHERE stored < expected ORDER BY "to" LIMIT 100`;

export function postgresMirror(store: PostgresStore): MirrorStore {
  const { pool } = store;
  const partitions = new PartitionCache();
  const one = async <T>(sql: string, params: unknown[]) =>
    (await pool.query(sql, params)).rows[0] as T | undefined;
  const runAll = async (
    client: { query: (s: string, p: unknown[]) => unknown },
    list: Statement[],
  ) => {
    for (const [sql, params] of list) await client.query(numbered(sql), params);
  };
  const ingestAndRecord = async (docs: IngestDocument[], after?: MirrorCursor) => {
    // New month partitions first, in a transaction of their own: creating one waits for every
    // transaction that has touched `documents`, so one created inside a page's transaction
    // deadlocks with a concurrent sync (each holding what the other waits for).
    await inTransaction(
      pool,
      (client) =>
        partitions.ensure(
          client,
          docs.map((d) => monthOf(d.dateTime)),
        ),
      () => partitions.forget(),
    );
    return inTransaction(
      pool,
      async (client) => {
        const outcomes = await ingestBatch(client, partitions, docs);
        const now = new Date().toISOString();
        await runAll(client, batchStatements(docs, outcomes, now, after));
        return outcomes;
      },
      () => partitions.forget(),
    );
  };

  return {
    upsertRegistry: (registry) =>
      inTransaction(pool, (client) => runAll(client, registryStatements(registry))),
    readCursor: async (regNumber) =>
      (await one<MirrorCursor>(numbered(MIRROR_SQL.readCursor), [regNumber])) ?? null,
    commitPage: (docs, cursor) => ingestAndRecord(docs, cursor),
    ingest: (docs) => ingestAndRecord(docs),
    saveStatus: async (status) => {
      await pool.query(numbered(MIRROR_SQL.status), statusParams(status));
    },
    listStatus: async () =>
      (await pool.query(`${MIRROR_SQL.listStatus} ORDER BY reg_number COLLATE "C"`)).rows.map(
        toStatus,
      ),
    readStatus: async (regNumber) => {
      const row = await one<Record<string, unknown>>(
        `${MIRROR_SQL.listStatus} WHERE reg_number = $1`,
        [regNumber],
      );
      return row ? toStatus(row) : null;
    },
    countDocuments: async (regNumber, from) =>
      Number(
        (
          await one<{ n: string }>(
            'SELECT COUNT(*) AS n FROM documents WHERE reg_number = $1 AND date_time >= $2::timestamp',
            [regNumber, from],
          )
        )?.n ?? 0,
      ),
    lastDocument: async (regNumber) =>
      (
        await one<{ last: string | null }>(
          `SELECT ${TIME('MAX(date_time)')} AS last FROM documents WHERE reg_number = $1`,
          [regNumber],
        )
      )?.last ?? null,
    countConflicts: async (regNumber) =>
      Number((await one<{ n: string }>(numbered(MIRROR_SQL.countConflicts), [regNumber]))?.n ?? 0),
    recordUnreadable: (records) =>
      inTransaction(pool, (client) =>
        runAll(client, unreadableStatements(records, new Date().toISOString())),
      ),
    countUnreadable: async (regNumber) =>
      Number(
        (regNumber === null
          ? await one<{ n: string }>(MIRROR_SQL.countUnplaced, [])
          : await one<{ n: string }>(numbered(MIRROR_SQL.countUnreadable), [regNumber])
        )?.n ?? 0,
      ),
    unreadableDays: async (regNumber, from) =>
      (
        await pool.query<{ day: string }>(numbered(MIRROR_SQL.unreadableDays), [regNumber, from])
      ).rows.map((r) => r.day),
    listUnreadable: async (limit) =>
      (await pool.query(numbered(MIRROR_SQL.listUnreadable), [limit])).rows.map(toUnreadable),
    findGaps: async (regNumber, from) =>
      (await pool.query(ANY_GAP, [regNumber, from])).rows.length === 0
        ? []
        : (await pool.query<FdGap>(GAPS, [regNumber, from])).rows,
    findShortShifts: async (regNumber, from) =>
      (await pool.query<ShiftShortfall>(SHORT_SHIFTS, [regNumber, from])).rows,
    async withRegisterLock(regNumber, work) {
      const client = await pool.connect();
      // A connection whose unlock failed is closed rather than pooled: closing frees the lock.
      let broken = false;
      try {
        const { rows } = await client.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok',
          [REGISTER_LOCK, regNumber],
        );
        if (!rows[0]?.ok) return { locked: false };
        try {
          return { locked: true, value: await work() };
        } finally {
          await client
            .query('SELECT pg_advisory_unlock($1, hashtext($2))', [REGISTER_LOCK, regNumber])
            .catch(() => (broken = true));
        }
      } finally {
        client.release(broken);
      }
    },
  };
}
