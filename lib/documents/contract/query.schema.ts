import { z } from 'zod';
import { addDays, diffDays } from '@/lib/dates/calendar';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { fiscalDriveNumberSchema } from '@/lib/ofd/ids';
import { ALL_DRIVES, MAX_PERIOD_DAYS, OPERATION_TYPE_KEYS, SORT_KEYS } from './api';

// The query parameters of the documents API (docs/documents-api.md) as zod schemas, for the route
// handlers. The answer shapes and constants are in api.ts, which the browser may import.

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
      diffDays(q.from, q.to) < MAX_PERIOD_DAYS
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
