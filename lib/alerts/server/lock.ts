import 'server-only';
import pg from 'pg';
import type { AppDatabase } from '@/lib/app-database/database';
import { peekProcessShared, setProcessShared } from '@/lib/process/shared';

// Exactly one evaluator at a time. On PostgreSQL, instances sharing the database take a
// session-level advisory lock with pg_try_advisory_lock on a connection of their own: whoever
// does not get it skips this round (the holder is doing the work). On SQLite the database is one
// process's file, so a flag in the process is enough. Either way the delivery rows' unique keys
// and the claim step (./delivery-store.ts) would still keep a message from going out twice.

const EVALUATOR_LOCK = 0x0fd5_a1e7;
const BUSY = 'alert-evaluator-busy';

export async function withEvaluatorLock<T>(
  db: AppDatabase,
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.dialect !== 'postgres' || !databaseUrl) {
    if (peekProcessShared<boolean>(BUSY)) return { ran: false };
    setProcessShared(BUSY, true);
    try {
      return { ran: true, value: await work() };
    } finally {
      setProcessShared(BUSY, false);
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ofd-alerts' });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ got: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS got',
      [EVALUATOR_LOCK],
    );
    if (!rows[0]?.got) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [EVALUATOR_LOCK]);
    }
  } finally {
    await client.end();
  }
}
