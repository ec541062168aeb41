import { isDocumentType } from '@/lib/ofd/document-types';
import { IngestError } from './ingest';

// The shapes people have receipts in (docs/import.md): the operator's envelope `{"receipt":{…}}`,
// the tax service's receipt-check export `{"document":{"receipt":{…}}}` (sometimes inside
// `{"ticket":…}`), or a bare receipt body. Each becomes the operator's envelope; older bodies
// that lack the register number take it from the import's `--rnm`, and a receipt without an
// operation type cannot be placed at all (a sale and a return would look alike).

export type Envelope = { type: string; body: Record<string, unknown> };
export type PlaceOptions = { rnm?: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A receipt body on its own: its own fields, no envelope key. */
const looksLikeBody = (v: Record<string, unknown>) =>
  'fiscalDocumentNumber' in v && ('totalSum' in v || 'items' in v);

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const CHECKS = new Set(['receipt', 'receiptCorrection', 'bso', 'bsoCorrection']);

/** The envelope inside any of the shapes; null when it is none of them (the schema says why). */
export function unwrap(value: unknown): Envelope | null {
  let v = value;
  if (isObject(v) && Object.keys(v).length === 1 && isObject(v.ticket)) v = v.ticket;
  if (isObject(v) && isObject(v.document) && !looksLikeBody(v)) v = v.document;
  if (!isObject(v)) return null;
  const keys = Object.keys(v);
  const [only] = keys;
  if (keys.length === 1 && only !== undefined && isDocumentType(only) && isObject(v[only])) {
    return { type: only, body: { ...(v[only] as Record<string, unknown>) } };
  }
  return looksLikeBody(v) ? { type: 'receipt', body: { ...v } } : null;
}

/** Fills what older bodies lack, or says why the document cannot be placed. Returns notes. */
export function place(envelope: Envelope, options: PlaceOptions): string[] {
  const { body } = envelope;
  const notes: string[] = [];
  const reg = typeof body.kktRegId === 'string' ? body.kktRegId.trim() : '';
  if (reg === '') {
    if (!options.rnm) {
      throw new IngestError(
        'kktRegId is missing (older receipts lack it): give the register with --rnm',
      );
    }
    body.kktRegId = options.rnm;
    notes.push(`placed on register ${options.rnm} (--rnm)`);
  }
  if (CHECKS.has(envelope.type) && body.operationType === undefined) {
    throw new IngestError('operationType is missing: a sale cannot be told from a return');
  }
  return notes;
}
