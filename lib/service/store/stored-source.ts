import type { DocumentType } from '@/lib/ofd/document-types';
import type { FigureSource } from './figures';

// A row of the `documents` table read back as the source of what is taken out of it, in either
// engine (both engines' first migration gives it the same columns): for the migrations that fill
// something new from the documents already stored (sqlite-figures-backfill.ts,
// postgres-stored-batches.ts).

export type StoredColumns = {
  id: string;
  type: DocumentType;
  reg_number: string;
  fiscal_drive_number: string;
  /** A bigint comes back from PostgreSQL as text. */
  fd_number: number | string;
  date_time: string;
  /** Left unread where nothing filled from it needs it. */
  receive_utc?: string;
  body: string;
};

export function storedSource(row: StoredColumns): FigureSource {
  return {
    id: row.id,
    type: row.type,
    regNumber: row.reg_number,
    fiscalDriveNumber: row.fiscal_drive_number,
    fdNumber: Number(row.fd_number),
    dateTime: row.date_time,
    receiveUtc: row.receive_utc ?? '',
    body: row.body,
  };
}
