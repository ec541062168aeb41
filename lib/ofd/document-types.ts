// The ten fiscal document types (docs/documents.md) and their form codes (docs/operator-api.md §3). Isomorphic.

export const DOCUMENT_TYPES = [
  'fiscalReport',
  'fiscalReportCorrection',
  'openShift',
  'currentStateReport',
  'receipt',
  'receiptCorrection',
  'bso',
  'bsoCorrection',
  'closeShift',
  'closeArchive',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const FORM_CODES: Record<DocumentType, number> = {
  fiscalReport: 1,
  fiscalReportCorrection: 11,
  openShift: 2,
  currentStateReport: 21,
  receipt: 3,
  receiptCorrection: 31,
  bso: 4,
  bsoCorrection: 41,
  closeShift: 5,
  closeArchive: 6,
};

/** Types that carry money and items: receipts and strict reporting forms, with their corrections. */
export const CHECK_TYPES = ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection'] as const;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/**
 * Tells receipts and BSO (and their corrections) from reports. Generic over the document's shape,
 * so that it needs no schema: client components use it without loading zod.
 */
export function isCheckDocument<T extends { type: string }>(
  document: T,
): document is Extract<T, { type: (typeof CHECK_TYPES)[number] }> {
  return (CHECK_TYPES as readonly string[]).includes(document.type);
}
