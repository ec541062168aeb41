import type pg from 'pg';

/**
 * Runs `work` on one pooled connection between BEGIN and COMMIT. On any failure it rolls back (a
 * rollback that fails too is ignored: the connection goes back to the pool either way), calls
 * `onRollback` so the caller can forget what it noted of the transaction, and throws the failure.
 * The app database (lib/app-database/database.ts) and the service's store
 * (lib/service/store/postgres.ts) both write through it.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  onRollback?: () => void,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    onRollback?.();
    throw error;
  } finally {
    client.release();
  }
}
