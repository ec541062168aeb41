import { z } from 'zod';
import { diffDays } from '@/lib/dates/calendar';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import { organizationIdSchema, rnmSchema } from '@/lib/ofd/ids';
import { EXPORT_TABLES } from './export-tables';

// The overview's query parameters (API and page URL). A register or sales point is named within
// an organization, so `point` and `rnm` need `org`.

/** Longest period: a year (a leap year included). */
export const MAX_OVERVIEW_DAYS = 366;

export const overviewQuerySchema = z
  .object({
    org: organizationIdSchema.optional(),
    point: z.string().trim().min(1).max(200).optional(),
    rnm: rnmSchema.optional(),
    from: calendarDateSchema,
    to: calendarDateSchema,
    // What the period is compared with: the same length just before, or the same dates a year ago.
    compare: z.enum(['previous', 'year']).default('previous'),
    source: z.enum(['auto', 'statistics', 'documents']).default('auto'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => diffDays(q.from, q.to) < MAX_OVERVIEW_DAYS, {
    message: `the period must not exceed ${MAX_OVERVIEW_DAYS} days`,
    path: ['to'],
  })
  .refine((q) => q.org !== undefined || (q.point === undefined && q.rnm === undefined), {
    message: 'a sales point or register needs its organization',
    path: ['org'],
  });

export type OverviewRequest = z.output<typeof overviewQuerySchema>;

/** The exports: the same query, plus the file's format and (for CSV) which table. */
export const exportQuerySchema = overviewQuerySchema.and(
  z.object({
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
    table: z.enum(EXPORT_TABLES).default('figures'),
    // The file's conventions (docs/exports.md); without it, the person's language decides.
    dialect: z.enum(['ru', 'en']).optional(),
  }),
);
