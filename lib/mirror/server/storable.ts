import 'server-only';
import type { RegisterTimeZone } from '@/lib/dates/wall-clock';
import { readWallClock } from '@/lib/documents/server';
import { isDocumentType } from '@/lib/ofd/document-types';
import { isFdNumber } from '@/lib/ofd/ids';
import { isPlainObject } from '@/lib/ofd/schemas';
import {
  IngestError,
  toIngestDocument,
  type IngestDocument,
  type MirrorUnreadable,
} from '@/lib/service';

// Which documents of a page the copy stores (docs/mirror.md, "Unreadable documents"): whatever the
// dashboard's live reading reads, under the time that reading gives it (readWallClock: an
// epoch-second `dateTime` becomes the shop's wall clock in the register's zone, as the tax
// service's exports send it, docs/real-operators.md "Times"). The body is stored with that wall
// clock as its `dateTime`, as an import stores it (the built-in service emits local times only).
// What truly cannot be stored is kept as an unreadable record with the element as sent and why.

export type SortedPage = { documents: IngestDocument[]; unreadable: MirrorUnreadable[] };

type Found = Pick<MirrorUnreadable, 'type' | 'fiscalDriveNumber' | 'fdNumber' | 'dateTime'>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** Why a document with a readable time cannot be stored, before the store's own checks. */
function missing(body: Record<string, unknown>): string | null {
  if (blank(body.kktRegId)) return 'kktRegId is missing: the document names no register';
  if (blank(body.fiscalDocumentNumber)) return 'fiscalDocumentNumber is missing';
  if (blank(body.fiscalDriveNumber)) return 'fiscalDriveNumber is missing';
  return null;
}

function toStored(
  element: unknown,
  zone: RegisterTimeZone,
  found: Found,
): { document: IngestDocument } | { reason: string } {
  if (!isPlainObject(element)) return { reason: 'not a document: one object keyed by its type' };
  const keys = Object.keys(element);
  const [type] = keys;
  if (keys.length !== 1 || type === undefined) {
    return { reason: `not a document: ${keys.length} keys instead of one keyed by its type` };
  }
  found.type = type.slice(0, 64);
  if (!isDocumentType(type)) return { reason: 'not a known document type' };
  const body = element[type];
  if (!isPlainObject(body)) return { reason: 'the document is not an object' };
  if (typeof body.fiscalDriveNumber === 'string') {
    found.fiscalDriveNumber = body.fiscalDriveNumber.trim().slice(0, 32);
  }
  if (isFdNumber(body.fiscalDocumentNumber)) found.fdNumber = body.fiscalDocumentNumber;
  const dateTime = readWallClock(body, zone);
  if (!dateTime) return { reason: 'dateTime is missing or not a date-time' };
  found.dateTime = dateTime;
  const absent = missing(body);
  if (absent) return { reason: absent };
  try {
    return { document: toIngestDocument(type, { ...body, dateTime }) };
  } catch (error) {
    if (error instanceof IngestError) return { reason: error.message };
    throw error;
  }
}

/** A page's elements → the documents to store and the ones kept as unreadable, in page order. */
export function sortPage(
  elements: unknown[],
  regNumber: string,
  zone: RegisterTimeZone,
  now: Date,
): SortedPage {
  const out: SortedPage = { documents: [], unreadable: [] };
  for (const element of elements) {
    const found: Found = { type: null, fiscalDriveNumber: null, fdNumber: null, dateTime: null };
    const stored = toStored(element, zone, found);
    if ('document' in stored) {
      out.documents.push(stored.document);
      continue;
    }
    out.unreadable.push({
      // The operator sent it for this register: that is where it is counted and listed.
      regNumber,
      ...found,
      reason: stored.reason,
      raw: JSON.stringify(element) ?? String(element),
      firstSeenUtc: now.toISOString(),
    });
  }
  return out;
}
