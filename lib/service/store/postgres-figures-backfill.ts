import type { PoolClient } from 'pg';
import type { DocumentType } from '@/lib/ofd/document-types';
import { figureValues } from './postgres-figures';

// Fills the figure columns of documents stored before they existed (a database created by an
// older version), inside migration 2's transaction. Keyset batches over the key table's primary
// key; each batch is read to completion before it is written back.

const BATCH = 2000;
const TYPES = ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection', 'openShift', 'closeShift'];

type Row = {
  id: string;
  type: DocumentType;
  reg_number: string;
  fiscal_drive_number: string;
  fd_number: string;
  /** `YYYY-MM-DD hh:mm:ss`: only written back, never parsed. */
  date_time: string;
  body: string;
};

export async function backfillPostgresFigures(client: PoolClient): Promise<void> {
  let after: [string, string] = ['', '-1'];
  for (;;) {
    const { rows } = await client.query<Row>(
      `SELECT d.id, d.type, d.reg_number, d.fiscal_drive_number, d.fd_number,
         k.date_time::text AS date_time, d.body
       FROM document_keys k JOIN documents d ON d.fiscal_drive_number = k.fiscal_drive_number
         AND d.fd_number = k.fd_number AND d.date_time = k.date_time
       WHERE (k.fiscal_drive_number, k.fd_number) > ($1, $2::bigint) AND d.type = ANY($3)
       ORDER BY k.fiscal_drive_number, k.fd_number LIMIT ${BATCH}`,
      [...after, TYPES],
    );
    if (rows.length === 0) return;
    const values = rows.map((r) =>
      figureValues({
        id: r.id,
        type: r.type,
        regNumber: r.reg_number,
        fiscalDriveNumber: r.fiscal_drive_number,
        fdNumber: Number(r.fd_number),
        dateTime: r.date_time,
        receiveUtc: '',
        body: r.body,
      }),
    );
    const column = (i: number) => values.map((v) => v[i]);
    await client.query(
      `UPDATE documents d SET shift_number = u.shift_number, operation_type = u.operation_type,
         total = u.total, cash = u.cash, cashless = u.cashless, vat = u.vat
       FROM unnest($1::text[], $2::bigint[], $3::timestamp[], $4::int[], $5::smallint[],
         $6::bigint[], $7::bigint[], $8::bigint[], $9::jsonb[])
         AS u(drive, fd_number, date_time, shift_number, operation_type, total, cash, cashless, vat)
       WHERE d.fiscal_drive_number = u.drive AND d.fd_number = u.fd_number
         AND d.date_time = u.date_time`,
      [
        rows.map((r) => r.fiscal_drive_number),
        rows.map((r) => r.fd_number),
        rows.map((r) => r.date_time),
        ...[0, 1, 2, 3, 4, 5].map(column),
      ],
    );
    if (rows.length < BATCH) return;
    const last = rows.at(-1)!;
    after = [last.fiscal_drive_number, last.fd_number];
  }
}
