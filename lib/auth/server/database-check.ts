import 'server-only';
import { withinTimeout } from '@/lib/database-outage/unavailable';
import { getAppAuth } from './auth';

/**
 * Readiness (docs/outages.md): the app database answers a trivial query within `timeoutMs`, or
 * this throws DatabaseUnavailableError. On SQLite it reads the file's schema, so that a file that
 * cannot be read fails it.
 */
export async function checkAppDatabase(timeoutMs: number): Promise<void> {
  await withinTimeout(async () => {
    const { db } = await getAppAuth();
    await db.get(
      db.dialect === 'postgres' ? 'SELECT 1 AS ok' : 'SELECT count(*) AS n FROM sqlite_master',
    );
  }, timeoutMs);
}
