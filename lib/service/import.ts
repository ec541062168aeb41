import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { documentEnvelopeSchema } from '@/lib/ofd/schemas';
import { IngestError, toIngestDocument } from './ingest';
import type { IngestDocument, Store } from './store/types';

// Import of fiscal documents from a file: a JSON array or NDJSON of envelopes `{"<type>": {…}}`.
// Each document stands alone: a bad one is rejected whole with its position and reason, and every
// other one is still stored. Idempotent on (drive, FD number): importing a file twice stores once.

export type ImportItem = { position: string; value?: unknown; error?: string };
export type Rejection = { position: string; reason: string };
export type ImportReport = {
  read: number;
  stored: number;
  duplicates: number;
  rejected: Rejection[];
};

/** Items of a file with their positions (`#n` in an array, `line n` in NDJSON). */
export async function* readEnvelopes(file: string): AsyncGenerator<ImportItem> {
  const head = await firstCharacter(file);
  if (head === '[') {
    let values: unknown;
    try {
      values = JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      yield { position: 'file', error: `not valid JSON: ${(error as Error).message}` };
      return;
    }
    const list = values as unknown[];
    for (let i = 0; i < list.length; i++) yield { position: `#${i + 1}`, value: list[i] };
    return;
  }
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let n = 0;
  for await (const line of lines) {
    n += 1;
    if (line.trim() === '') continue;
    try {
      yield { position: `line ${n}`, value: JSON.parse(line) };
    } catch {
      yield { position: `line ${n}`, error: 'not valid JSON' };
    }
  }
}

async function firstCharacter(file: string): Promise<string | undefined> {
  for await (const chunk of createReadStream(file, { encoding: 'utf8', highWaterMark: 4096 })) {
    const found = /\S/.exec(chunk as string);
    if (found) return found[0];
  }
  return undefined;
}

/** One envelope → a storable document, or an IngestError saying what is wrong with it. */
export function envelopeToDocument(value: unknown, receivedAt = new Date()): IngestDocument {
  // The shared wire-format schema decides what a valid document is (lib/ofd/schemas.ts); what is
  // stored is the data as sent, not the parsed view, so no field is lost or reshaped.
  const parsed = documentEnvelopeSchema.safeParse(value);
  if (!parsed.success) throw new IngestError(describeIssues(parsed.error.issues));
  const type = parsed.data.type;
  const data = (value as Record<string, Record<string, unknown>>)[type]!;
  return toIngestDocument(type, data, receivedAt);
}

function describeIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
}

export async function importEnvelopes(
  store: Store,
  items: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  batchSize = 1000,
): Promise<ImportReport> {
  const report: ImportReport = { read: 0, stored: 0, duplicates: 0, rejected: [] };
  let batch: { position: string; doc: IngestDocument }[] = [];
  const flush = async () => {
    const outcomes = await store.ingestDocuments(batch.map((b) => b.doc));
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'stored') report.stored += 1;
      else if (outcome.status === 'duplicate') report.duplicates += 1;
      else report.rejected.push({ position: batch[i]!.position, reason: outcome.reason });
    });
    batch = [];
  };
  for await (const item of items) {
    report.read += 1;
    if (item.error !== undefined) {
      report.rejected.push({ position: item.position, reason: item.error });
      continue;
    }
    try {
      batch.push({ position: item.position, doc: envelopeToDocument(item.value) });
    } catch (error) {
      if (!(error instanceof IngestError)) throw error;
      report.rejected.push({ position: item.position, reason: error.message });
    }
    if (batch.length >= batchSize) await flush();
  }
  if (batch.length > 0) await flush();
  report.rejected.sort((a, b) => order(a.position) - order(b.position));
  return report;
}

const order = (position: string) => Number(/\d+/.exec(position)?.[0] ?? 0);
