import { documentEnvelopeSchema } from '@/lib/ofd/schemas';
import { BATCH_BYTES, BATCH_DOCUMENTS, MAX_DOCUMENT_DEPTH, nestsDeeperThan } from './import-limits';
import type { ImportItem } from './import-read';
import { IngestError, toIngestDocument } from './ingest';
import { defaultTimeZone } from './config';
import { fromRublesDialect } from './import-rubles';
import { place, unwrap, type PlaceOptions } from './import-shapes';
import { wallClockOf } from './import-times';
import type { IngestDocument, IngestOutcome, Store } from './store/types';

// Import of fiscal documents (read by import-read.ts). Each document stands alone: whatever is
// wrong with one (bad JSON, too big, too deep, invalid, a conflict) is reported with its position
// and every other one is still stored. Idempotent on (drive, FD number): importing a file twice
// stores once; a different document under a stored number is a conflict, never "already stored".

export { readEnvelopes, type ImportItem } from './import-read';

export type Rejection = { position: string; reason: string };
/** A number the store holds for another document: where it stood, its number and both hashes. */
export type Conflict = { position: string; fiscalDriveNumber: string; fdNumber: number } & Omit<
  Extract<IngestOutcome, { status: 'conflict' }>,
  'status'
>;
/** What was assumed to place a stored document (its register, its time zone). */
export type Note = { position: string; note: string };
export type ImportReport = {
  read: number;
  stored: number;
  duplicates: number;
  conflicts: Conflict[];
  rejected: Rejection[];
  notes: Note[];
};

/** How documents are placed: the register for bodies without one, the zone when none is known. */
export type ImportOptions = PlaceOptions & { defaultZone?: string };

/**
 * One imported value → a storable document and what was assumed to place it, or an IngestError
 * saying what is wrong with it. The shapes and the time rules: import-shapes.ts, import-times.ts.
 */
export async function toDocument(
  value: unknown,
  options: ImportOptions & { addressOf?: (rnm: string) => Promise<string | null> } = {},
  receivedAt = new Date(),
): Promise<{ doc: IngestDocument; notes: string[] }> {
  if (nestsDeeperThan(value, MAX_DOCUMENT_DEPTH)) {
    throw new IngestError(`nested deeper than ${MAX_DOCUMENT_DEPTH} levels`);
  }
  const envelope = unwrap(value);
  if (!envelope) {
    const parsed = documentEnvelopeSchema.safeParse(value);
    throw new IngestError(
      parsed.success ? 'not a fiscal document' : describeIssues(parsed.error.issues),
    );
  }
  const notes = place(envelope, options);
  const { body } = envelope;
  if (fromRublesDialect(body)) {
    notes.push('sums were in rubles with decimals (a receipt-check export): stored in kopecks');
  }
  const epoch = typeof body.dateTime === 'number';
  const registerAddress =
    epoch && options.addressOf ? await options.addressOf(String(body.kktRegId).trim()) : null;
  const zone = options.defaultZone ?? defaultTimeZone();
  const retail = typeof body.retailPlaceAddress === 'string' ? body.retailPlaceAddress : null;
  const time = wallClockOf(body, [retail, registerAddress], zone);
  if (time.assumedZone) notes.push(`dateTime read in the assumed zone ${time.assumedZone}`);
  body.dateTime = time.dateTime;
  // The shared wire-format schema decides what a valid document is (lib/ofd/schemas.ts); what is
  // stored is the data as sent, not the parsed view, so no field is lost or reshaped.
  const parsed = documentEnvelopeSchema.safeParse({ [envelope.type]: body });
  if (!parsed.success) throw new IngestError(describeIssues(parsed.error.issues));
  return { doc: toIngestDocument(parsed.data.type, body, receivedAt), notes };
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

// Anything a document can make the conversion throw is that document's rejection. Our own reasons
// are shown; other errors (a RangeError from a pathological value) only by name, since their
// messages may quote the input.
function reasonOf(error: unknown): string {
  if (error instanceof IngestError) return error.message;
  return `cannot be read (${error instanceof Error ? error.name : 'error'})`;
}

export async function importEnvelopes(
  store: Store,
  items: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    read: 0,
    stored: 0,
    duplicates: 0,
    conflicts: [],
    rejected: [],
    notes: [],
  };
  const addresses = new Map<string, Promise<string | null>>();
  const addressOf = (rnm: string) => {
    if (!addresses.has(rnm)) addresses.set(rnm, store.registerAddress(rnm));
    return addresses.get(rnm)!;
  };
  const convert = { ...options, defaultZone: options.defaultZone ?? defaultTimeZone(), addressOf };
  let batch: { position: string; doc: IngestDocument; notes: string[] }[] = [];
  let batchBytes = 0;
  const flush = async () => {
    const outcomes = await store.ingestDocuments(batch.map((b) => b.doc));
    outcomes.forEach((outcome, i) => {
      const { position, doc, notes } = batch[i]!;
      if (outcome.status === 'stored') {
        report.stored += 1;
        for (const note of notes) report.notes.push({ position, note });
      } else if (outcome.status === 'duplicate') report.duplicates += 1;
      else if (outcome.status === 'conflict') {
        const { fiscalDriveNumber, fdNumber } = doc;
        const { storedHash, incomingHash } = outcome;
        report.conflicts.push({ position, fiscalDriveNumber, fdNumber, storedHash, incomingHash });
      } else report.rejected.push({ position, reason: outcome.reason });
    });
    batch = [];
    batchBytes = 0;
  };
  for await (const item of items) {
    report.read += 1;
    if (item.error !== undefined) {
      report.rejected.push({ position: item.position, reason: item.error });
      continue;
    }
    try {
      const { doc, notes } = await toDocument(item.value, convert);
      batch.push({ position: item.position, doc, notes });
      batchBytes += doc.body.length;
    } catch (error) {
      report.rejected.push({ position: item.position, reason: reasonOf(error) });
    }
    if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
  }
  if (batch.length > 0) await flush();
  report.rejected.sort((a, b) => order(a.position) - order(b.position));
  return report;
}

const order = (position: string) => Number(/\d+/.exec(position)?.[0] ?? 0);
