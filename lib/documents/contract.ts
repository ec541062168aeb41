import { z } from 'zod';
import { DOCUMENT_TYPES, type DocumentType } from '@/lib/ofd/document-types';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { addDays } from '@/lib/ofd/dates';
import { fiscalDriveNumberSchema } from '@/lib/ofd/ids';
import type { FiscalDocument } from '@/lib/ofd/schemas';
import type { CashboxView, OrganizationView } from '@/lib/ofd/views';

// The documents API of the dashboard (DOCUMENTS-API.md): query parameters and answer shapes,
// shared by the route handlers and the pages. Isomorphic: no server-only imports.

/** Longest period one request may cover: bounds the fan-out of day requests to the operator. */
export const MAX_PERIOD_DAYS = 366;

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
export type SortDir = 'asc' | 'desc';

export const OPERATION_TYPE_KEYS = ['1', '2', '3', '4'] as const;
export type OperationTypeKey = (typeof OPERATION_TYPE_KEYS)[number];

/** `a,b,c` → a distinct list of allowed values; an empty parameter means "no filter". */
function commaList<T extends string>(values: readonly [T, ...T[]]) {
  const item = z.enum(values);
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      const parts = [...new Set(text.split(',').map((part) => part.trim()))];
      const out: T[] = [];
      for (const part of parts) {
        const parsed = item.safeParse(part);
        if (!parsed.success) {
          ctx.addIssue({ code: 'custom', message: `unknown value; allowed: ${values.join(', ')}` });
          return z.NEVER;
        }
        out.push(parsed.data);
      }
      return out;
    });
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** `drive=all`: every drive of the register, one list across drive replacements. */
export const ALL_DRIVES = 'all';

const periodShape = {
  drive: z.union([z.literal(ALL_DRIVES), fiscalDriveNumberSchema]),
  from: calendarDateSchema,
  to: calendarDateSchema,
};
const selectionShape = {
  ...periodShape,
  types: commaList(DOCUMENT_TYPES),
  ops: commaList(OPERATION_TYPE_KEYS),
  q: z
    .string()
    .max(200)
    .optional()
    .transform((q) => (q?.trim() ? q.trim() : undefined)),
  /** One shift's documents (the shift view's rows link here). */
  shift: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .optional(),
};

/**
 * A period longer than the dashboard loads at once is not refused: its last MAX_PERIOD_DAYS days
 * are served and `limited` says so, and the page notes it as it notes a period the window cut.
 */
function checkPeriod<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
    .transform((q) =>
      daysBetween(q.from, q.to) < MAX_PERIOD_DAYS
        ? { ...q, limited: false }
        : { ...q, from: addDays(q.to, 1 - MAX_PERIOD_DAYS), limited: true },
    );
}

export const periodQuerySchema = checkPeriod(z.object(periodShape));
export const selectionQuerySchema = checkPeriod(z.object(selectionShape));
export const listQuerySchema = checkPeriod(
  z.object({
    ...selectionShape,
    sort: z.enum(SORT_KEYS).default('dateTime'),
    dir: z.enum(['asc', 'desc']).default('asc'),
    offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
);
export const exportQuerySchema = checkPeriod(
  z.object({
    ...selectionShape,
    kind: z.enum(['documents', 'items']).default('documents'),
    format: z.enum(['csv', 'xlsx']).default('csv'),
    /** CSV conventions; without it, those of the person's language (docs/exports.md). */
    dialect: z.enum(['ru', 'en']).optional(),
    sort: z.enum(SORT_KEYS).default('dateTime'),
    dir: z.enum(['asc', 'desc']).default('asc'),
  }),
);

/** Route 6: where one document stands in a filtered, sorted selection (its neighbours). */
export const neighboursQuerySchema = checkPeriod(
  z.object({
    ...selectionShape,
    sort: z.enum(SORT_KEYS).default('dateTime'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    fd: z.coerce.number().int().min(1).max(4_294_967_295),
    /** The document's own drive (the selection may span several). */
    at: fiscalDriveNumberSchema,
  }),
);

export type PeriodQuery = z.output<typeof periodQuerySchema>;
export type NeighboursQuery = z.output<typeof neighboursQuerySchema>;
export type SelectionQuery = z.output<typeof selectionQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;
export type ExportQuery = z.output<typeof exportQuerySchema>;
/** The filters of a selection, without its period. */
export type Filters = Partial<Pick<SelectionQuery, 'types' | 'ops' | 'q' | 'shift'>>;

/** One line of the documents table. Money in kopecks; `dateTime` is the shop's wall clock. */
export type DocumentRow = {
  id: string;
  type: DocumentType;
  fiscalDocumentNumber: number;
  dateTime: string;
  shiftNumber?: number;
  operationType?: 1 | 2 | 3 | 4;
  totalSum?: number;
  cashTotalSum?: number;
  ecashTotalSum?: number;
  operator?: string;
  /** The fiscal drive that signed it (a selection may span a drive replacement). */
  drive?: string;
};

/** Sums over every document of a selection, in kopecks (net = sales − returns − purchases +
 * purchase returns, for cash, cashless and each VAT rate alike). */
export type SelectionSummary = {
  /**
   * `net`: a mix of operations; cash, cashless and VAT are netted (in − out). An operation key:
   * only that operation is in the selection; cash, cashless, VAT and the average are its own.
   */
  scope: 'net' | OperationTypeKey;
  receipts: number;
  sales: number;
  salesSum: number;
  returnsSum: number;
  purchasesSum: number;
  purchaseReturnsSum: number;
  net: number;
  cash: number;
  cashless: number;
  /** Net VAT by rate key: `20`, `10`, `0`, `none`, `20/120`, … */
  vat: Record<string, number>;
  averageCheck: number;
};

/** The period actually served: local date-times, after clipping to the window. */
export type ServedRange = {
  from: string;
  to: string;
  window: { from: string; to: string };
  clipped: boolean;
  /** The period asked for was longer than MAX_PERIOD_DAYS: only its last days are served. */
  limited?: boolean;
};

export type DocumentsPage = {
  range: ServedRange;
  total: number;
  rows: DocumentRow[];
  summary: SelectionSummary;
  facets: {
    types: Record<DocumentType, number>;
    ops: Record<OperationTypeKey, number>;
  };
  /** Documents the operator sent for the period that could not be read (never silently lost). */
  unreadable: number;
};

export type ShiftSummary = {
  shiftNumber: number;
  openDateTime?: string;
  closeDateTime?: string;
  documents: number;
  receipts: number;
  summary: SelectionSummary;
};

export type ShiftsAnswer = { range: ServedRange; shifts: ShiftSummary[] };

/** A document named by its drive and FD number. */
export type DocumentRef = { drive: string; fd: number };

/** Route 6: the neighbours of a document in the selection; `position` is 1-based, 0 if absent. */
export type NeighboursAnswer = {
  position: number;
  total: number;
  prev: DocumentRef | null;
  next: DocumentRef | null;
};

/** Lines of the progress stream (application/x-ndjson). */
export type ProgressLine =
  | { daysDone: number; daysTotal: number }
  | { done: true; total: number }
  | { error: Record<string, unknown> };

/** One document in full (normalized view with `raw`), its register, and its neighbours' FD numbers. */
export type DocumentDetail = {
  document: FiscalDocument;
  organization: OrganizationView;
  cashbox: CashboxView;
  prev: number | null;
  next: number | null;
};
