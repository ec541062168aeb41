// Real receipts that other people published in public repositories, kept verbatim with where they
// came from (sources.json), so that readers of fiscal documents can be tested on what real
// registers, operators and the tax service's receipt-check app actually emit, not only on what our
// own generators imagine. This module finds every receipt body in those files; it checks nothing.
// Node only (tests import it); no zod, so it stays a plain reader. See README.md next to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Source = {
  file: string;
  repository: string;
  path: string;
  commit: string;
  url: string;
  excerpt: boolean;
  units: 'kopecks' | 'rubles';
  receipts: number;
  note: string;
};

export type RealReceipt = {
  /** `<file>#<index>`: stable while the file and its order stay as they are. */
  id: string;
  source: Source;
  /** The receipt's position among the bodies found in its file, from 0. */
  index: number;
  body: Record<string, unknown>;
  /** The keys that led to the body, arrays as `[]`: `[].ticket.document.receipt`; `` when bare. */
  envelope: string;
};

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));
export const FILES_DIR = path.join(CORPUS_DIR, 'files');

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A receipt body: it has a total and either items or a fiscal document number. */
export function isReceiptBody(v: unknown): v is Record<string, unknown> {
  return isObject(v) && 'totalSum' in v && ('items' in v || 'fiscalDocumentNumber' in v);
}

/**
 * Every receipt body in a parsed JSON value, in document order, with its envelope. Covers the
 * tax-service exports (`document.receipt`, `receipt`, `ticket.document.receipt`, `document.bso`,
 * `data.json`), the operators' `{"<type>": {...}}` envelopes and arrays of any of them, because it
 * simply walks the value and stops at each body it meets.
 */
export function findReceiptBodies(
  value: unknown,
  trail: string[] = [],
): { body: Record<string, unknown>; envelope: string }[] {
  if (isReceiptBody(value)) return [{ body: value, envelope: trail.join('.') }];
  if (Array.isArray(value)) return value.flatMap((v) => findReceiptBodies(v, [...trail, '[]']));
  if (isObject(value))
    return Object.entries(value).flatMap(([k, v]) => findReceiptBodies(v, [...trail, k]));
  return [];
}

export function loadSources(): Source[] {
  return JSON.parse(readFileSync(path.join(CORPUS_DIR, 'sources.json'), 'utf8')) as Source[];
}

export function loadRealReceipts(): RealReceipt[] {
  return loadSources().flatMap((source) => {
    // Some exports start with a UTF-8 byte-order mark, which JSON.parse refuses; the file keeps it.
    const text = readFileSync(path.join(FILES_DIR, source.file), 'utf8').replace(/^\uFEFF/, '');
    const parsed: unknown = JSON.parse(text);
    return findReceiptBodies(parsed).map(({ body, envelope }, index) => ({
      id: `${source.file}#${index}`,
      source,
      index,
      body,
      envelope,
    }));
  });
}

/** The receipt's calendar year: from `localDateTime`, a wall-clock `dateTime`, or epoch seconds. */
export function receiptYear(body: Record<string, unknown>): number | undefined {
  const local = body.localDateTime;
  if (typeof local === 'string' && /^\d{4}/.test(local)) return Number(local.slice(0, 4));
  const dt = body.dateTime;
  if (typeof dt === 'number') return new Date(dt * 1000).getUTCFullYear();
  if (typeof dt === 'string' && /^\d{4}/.test(dt)) return Number(dt.slice(0, 4));
  return undefined;
}
