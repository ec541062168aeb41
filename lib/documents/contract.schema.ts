import { z } from 'zod';
import { diffDays } from '@/lib/dates/calendar';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { DOCUMENT_TYPES } from '@/lib/ofd/document-types';
import { fiscalDriveNumberSchema } from '@/lib/ofd/ids';
import { MAX_PERIOD_DAYS, OPERATION_TYPE_KEYS, SORT_KEYS } from './contract';

// The query parameters of the documents API (docs/documents-api.md) as zod schemas, for the route
// handlers. The answer shapes and constants are in contract.ts, which the browser may import.

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
  drive: fiscalDriveNumberSchema,
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
};

function checkPeriod<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
    .refine((q) => diffDays(q.from, q.to) < MAX_PERIOD_DAYS, {
      message: `the period must not exceed ${MAX_PERIOD_DAYS} days`,
      path: ['to'],
    });
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
    sort: z.enum(SORT_KEYS).default('dateTime'),
    dir: z.enum(['asc', 'desc']).default('asc'),
  }),
);

export type PeriodQuery = z.output<typeof periodQuerySchema>;
export type SelectionQuery = z.output<typeof selectionQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;
export type ExportQuery = z.output<typeof exportQuerySchema>;
/** The filters of a selection, without its period. */
export type Filters = Partial<Pick<SelectionQuery, 'types' | 'ops' | 'q'>>;
