import type { PoolClient } from 'pg';
import type { DocumentType } from '@/lib/ofd/document-types';
import type { FigureSource } from './figures';
import { storedSource, type StoredColumns } from './stored-source';

// The documents already stored, in keyset batches over the key table's primary key, for the
// migrations that fill something new from them: migration 2's figures
// (postgres-figures-backfill.ts) and migration 6's rows (postgres-table.ts). Each batch is read to
// completion before it is written. The statement is those released migrations' own: what it reads
// stays as they read it.

const BATCH = 2000;

export async function inStoredBatches(
  client: PoolClient,
  {
    dateTime,
    types,
  }: {
    /** The SQL of the date-time each document is read with, from `k.date_time`. */
    dateTime: string;
    /** Only documents of these types; every document without it. */
    types?: readonly DocumentType[];
  },
  write: (docs: FigureSource[]) => Promise<void>,
): Promise<void> {
  const only = types ? ' AND d.type = ANY($3)' : '';
  const sql = `SELECT d.id, d.type, d.reg_number, d.fiscal_drive_number, d.fd_number,
         ${dateTime} AS date_time, d.body
       FROM document_keys k JOIN documents d ON d.fiscal_drive_number = k.fiscal_drive_number
         AND d.fd_number = k.fd_number AND d.date_time = k.date_time
       WHERE (k.fiscal_drive_number, k.fd_number) > ($1, $2::bigint)${only}
       ORDER BY k.fiscal_drive_number, k.fd_number LIMIT ${BATCH}`;
  let after: [string, string] = ['', '-1'];
  for (;;) {
    const { rows } = await client.query<StoredColumns & { fd_number: string }>(
      sql,
      types ? [...after, types] : after,
    );
    if (rows.length === 0) return;
    await write(rows.map(storedSource));
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!;
    after = [last.fiscal_drive_number, last.fd_number];
  }
}
