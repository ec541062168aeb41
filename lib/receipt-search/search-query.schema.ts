import { z } from 'zod';
import { OPERATION_TYPE_KEYS } from '@/lib/documents/contract';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { fdNumberSchema, organizationIdSchema } from '@/lib/ofd/ids';
import { foldText } from '@/lib/text/fold';
import { defaultTolerance, parseWrittenAmount, parseTolerance } from './amount';
import type { SearchCriteria } from './contract';
import { parseTimeOfDay } from './time-of-day';

// The query of GET /api/receipts/search (docs/receipt-search.md): the person's texts as typed,
// read into criteria here, at the boundary. A period longer than MAX_SEARCH_DAYS is well formed
// but refused by the search itself (422), like the documents browser's too-large period.

const text = z.string().trim().max(100);
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const receiptSearchQuerySchema = z
  .object({
    organizationId: z.preprocess(blankIsAbsent, organizationIdSchema.optional()),
    from: calendarDateSchema,
    to: calendarDateSchema,
    amount: z.preprocess(blankIsAbsent, text.optional()),
    tolerance: z.preprocess(blankIsAbsent, text.optional()),
    time: z.preprocess(blankIsAbsent, text.optional()),
    q: z.preprocess(blankIsAbsent, text.optional()),
    fd: z.preprocess(
      (value) => (typeof value === 'string' ? blankIsAbsent(value.trim()) : value),
      fdNumberSchema.optional(),
    ),
    type: z.preprocess(blankIsAbsent, z.enum(OPERATION_TYPE_KEYS).optional()),
    // Absent or 0: the tolerance as asked, as before widening existed; 1: widen.ts may widen it.
    widen: z.preprocess(blankIsAbsent, z.enum(['0', '1']).optional()),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .transform((query, ctx) => {
    const criteria: SearchCriteria = {};
    const issue = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (query.amount !== undefined) {
      const value = parseWrittenAmount(query.amount);
      if (value === undefined) return issue('amount', 'not an amount, e.g. 1 670,50');
      const tolerance =
        query.tolerance === undefined
          ? defaultTolerance(value)
          : parseTolerance(query.tolerance, value);
      if (tolerance === undefined) return issue('tolerance', 'not an amount or a percentage');
      criteria.amount = { value, tolerance, ...(query.widen === '1' ? { widen: true } : {}) };
    } else if (query.tolerance !== undefined) return issue('tolerance', 'needs an amount');
    if (query.time !== undefined) {
      const time = parseTimeOfDay(query.time);
      if (!time) return issue('time', 'not a time of day, e.g. 14:00–16:00');
      criteria.time = time;
    }
    if (query.q !== undefined) criteria.q = foldText(query.q);
    if (query.fd !== undefined) criteria.fd = query.fd;
    if (query.type !== undefined) criteria.type = query.type;
    if (Object.keys(criteria).length === 0) {
      return issue('amount', 'give at least one of amount, time, q, fd or type');
    }
    const { from, to, organizationId } = query;
    return { organizationId, from, to, criteria };
  });

export type ReceiptSearchQuery = z.output<typeof receiptSearchQuerySchema>;
