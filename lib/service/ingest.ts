import { createHash } from 'node:crypto';
import { isLocalDateTime } from '@/lib/dates/local-date-time';
import type { DocumentType } from '@/lib/ofd/document-types';
import {
  FD_NUMBER_MAX,
  fiscalDriveNumberSchema,
  guidSchema,
  isFdNumber,
  padRight,
  rnmSchema,
} from '@/lib/ofd/ids';
import { documentContentHash } from './content-hash';
import type { IngestDocument } from './store/types';

// Turns one document's data into a storable row. The body keeps every field and the key order the
// register sent; only the two fixed-width identifiers are normalized to the operator's padding
// (kktRegId 20, fiscalDriveNumber 16), and the operator's own fields (id, receiveDateTimeUtc) are
// added when the sender did not supply them.

export class IngestError extends Error {
  override name = 'IngestError';
}

/** `YYYY-MM-DDThh:mm:ssZ`, the operator's receive stamp. */
export function utcStamp(date: Date): string {
  return date.toISOString().slice(0, 19) + 'Z';
}

// A document without an id gets one derived from (drive, FD number), so importing it twice gives
// the same id: the GUID is shaped from a SHA-1 like a name-based (v5) UUID.
export function derivedDocumentId(fiscalDriveNumber: string, fdNumber: number): string {
  const hex = createHash('sha1')
    .update(`ofd-document:${fiscalDriveNumber}:${fdNumber}`)
    .digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function toIngestDocument(
  type: DocumentType,
  data: Record<string, unknown>,
  receivedAt: Date = new Date(),
): IngestDocument {
  const reg = rnmSchema.safeParse(data.kktRegId);
  if (!reg.success) throw new IngestError('kktRegId must be a 16-digit RNM');
  const drive = fiscalDriveNumberSchema.safeParse(data.fiscalDriveNumber);
  if (!drive.success) throw new IngestError('fiscalDriveNumber must be up to 16 digits');
  const fd = data.fiscalDocumentNumber;
  if (!isFdNumber(fd)) {
    throw new IngestError(`fiscalDocumentNumber must be an integer in 1..${FD_NUMBER_MAX}`);
  }
  if (typeof data.dateTime !== 'string' || !isLocalDateTime(data.dateTime)) {
    throw new IngestError('dateTime must be a local date-time YYYY-MM-DDThh:mm:ss');
  }
  if (data.id !== undefined && !guidSchema.safeParse(data.id).success) {
    throw new IngestError('id must be a GUID');
  }
  const received = data.receiveDateTimeUtc;
  if (
    received !== undefined &&
    (typeof received !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(received))
  ) {
    throw new IngestError('receiveDateTimeUtc must be YYYY-MM-DDThh:mm:ssZ');
  }
  const id = (data.id as string | undefined) ?? derivedDocumentId(drive.data, fd);
  const receiveUtc = (received as string | undefined) ?? utcStamp(receivedAt);
  const body = {
    ...data,
    kktRegId: padRight(reg.data, 20),
    fiscalDriveNumber: padRight(drive.data, 16),
    id,
    receiveDateTimeUtc: receiveUtc,
  };
  return {
    id,
    type,
    regNumber: reg.data,
    fiscalDriveNumber: drive.data,
    fdNumber: fd,
    dateTime: data.dateTime,
    receiveUtc,
    body: JSON.stringify(body),
    contentHash: documentContentHash(body),
  };
}
