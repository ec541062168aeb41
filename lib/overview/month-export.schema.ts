import { z } from 'zod';
import { endOfMonth, minDate } from '@/lib/dates/calendar';
import { today } from '@/lib/dates/today';

// The organization's month export's query (docs/exports.md): a calendar month (`yyyy-mm`) that has
// begun, the file's format and, for the CSV, its conventions (without it, the person's language).

export const monthExportQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as yyyy-mm')
    .refine((month) => `${month}-01` <= today(), 'the month has not begun'),
  format: z.enum(['csv', 'xlsx']).default('xlsx'),
  dialect: z.enum(['ru', 'en']).optional(),
});

/** The month's days, the running month only up to today. */
export function monthPeriod(month: string, now = today()): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: minDate(endOfMonth(from), now) };
}
