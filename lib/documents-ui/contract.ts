import { z } from 'zod';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import type { FiscalDocument } from '@/lib/ofd/schemas';

// The browser's reading of the documents API (/work/wt/DOCUMENTS-API.md, routes 1–5). Isomorphic.
// Tolerant like every client here: an optional field may come as null or be left out.

const optionalNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? undefined);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export const operationTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const documentRowSchema = z.object({
  id: z.string(),
  type: documentTypeSchema,
  fiscalDocumentNumber: z.number(),
  dateTime: z.string(),
  shiftNumber: optionalNumber,
  operationType: operationTypeSchema.nullish().transform((v) => v ?? undefined),
  totalSum: optionalNumber,
  cashTotalSum: optionalNumber,
  ecashTotalSum: optionalNumber,
  operator: optionalText,
});
export type DocumentRow = z.infer<typeof documentRowSchema>;

export const selectionSummarySchema = z.object({
  receipts: z.number(),
  sales: z.number(),
  salesSum: z.number(),
  returnsSum: z.number(),
  purchasesSum: z.number(),
  purchaseReturnsSum: z.number(),
  net: z.number(),
  cash: z.number(),
  cashless: z.number(),
  /** Keyed by VAT rate; the key is shown through the fiscal catalog when it is a known one. */
  vat: z.record(z.string(), z.number()),
  averageCheck: z.number(),
});
export type SelectionSummary = z.infer<typeof selectionSummarySchema>;

export const rangeSchema = z.object({
  from: z.string(),
  to: z.string(),
  window: z.object({ from: z.string(), to: z.string() }),
  clipped: z.boolean(),
});
export type ServedRange = z.infer<typeof rangeSchema>;

export const documentsPageSchema = z.object({
  range: rangeSchema,
  total: z.number(),
  rows: z.array(documentRowSchema),
  summary: selectionSummarySchema,
  facets: z.object({
    types: z.record(z.string(), z.number()),
    ops: z.record(z.string(), z.number()),
  }),
});
export type DocumentsPage = z.infer<typeof documentsPageSchema>;

export const shiftGroupSchema = z.object({
  shiftNumber: z.number(),
  openDateTime: optionalText,
  closeDateTime: optionalText,
  documents: z.number(),
  receipts: z.number(),
  summary: selectionSummarySchema,
});
export type ShiftGroup = z.infer<typeof shiftGroupSchema>;
export const shiftsResponseSchema = z.object({ shifts: z.array(shiftGroupSchema) });

/** One line of the progress stream (route 2). */
export const progressLineSchema = z.union([
  z.object({ daysDone: z.number(), daysTotal: z.number() }),
  z.object({ done: z.literal(true), total: z.number() }),
  z.object({ error: z.looseObject({ type: z.string(), title: z.string() }) }),
]);
export type ProgressLine = z.infer<typeof progressLineSchema>;

/** The server already normalised the document (lib/ofd/schemas); only its identity is checked. */
const fiscalDocumentSchema = z.custom<FiscalDocument>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    documentTypeSchema.safeParse((value as { type?: unknown }).type).success &&
    typeof (value as { fiscalDocumentNumber?: unknown }).fiscalDocumentNumber === 'number',
  'not a normalised fiscal document',
);

export const documentDetailSchema = z.object({
  document: fiscalDocumentSchema,
  organization: z.looseObject({
    id: z.string(),
    inn: z.string(),
    shortName: z.string(),
    fullName: optionalText,
  }),
  cashbox: z.looseObject({
    regNumber: z.string(),
    name: optionalText,
    address: optionalText,
    modelName: optionalText,
    serialNumber: optionalText,
  }),
  prev: z.number().nullable(),
  next: z.number().nullable(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** Sort keys of route 1, which are also the table's column ids. */
export const SORT_KEYS = [
  'dateTime',
  'fiscalDocumentNumber',
  'type',
  'shiftNumber',
  'operationType',
  'totalSum',
  'cashTotalSum',
  'ecashTotalSum',
  'operator',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
