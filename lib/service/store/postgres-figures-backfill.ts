import type { PoolClient } from 'pg';
import type { DocumentType } from '@/lib/ofd/document-types';
import { figureValues } from './postgres-figures';
import { inStoredBatches } from './postgres-stored-batches';

// Fills the figure columns of documents stored before they existed (a database created by an
// older version), inside migration 2's transaction, batch by batch (postgres-stored-batches.ts).

const TYPES: DocumentType[] = [
  'receipt',
  'receiptCorrection',
  'bso',
  'bsoCorrection',
  'openShift',
  'closeShift',
];

export function backfillPostgresFigures(client: PoolClient): Promise<void> {
  // The date-time as `YYYY-MM-DD hh:mm:ss`: only written back, never parsed.
  return inStoredBatches(client, { dateTime: 'k.date_time::text', types: TYPES }, async (docs) => {
    const values = docs.map((doc) => figureValues(doc));
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
        docs.map((d) => d.fiscalDriveNumber),
        docs.map((d) => d.fdNumber),
        docs.map((d) => d.dateTime),
        ...[0, 1, 2, 3, 4, 5].map(column),
      ],
    );
  });
}
