import { z } from 'zod';
import { isLocalDateTime, parseQueryDate } from '@/lib/dates/local-date-time';

// The zod schemas of the wire's dates, apart from dates.ts so that the browser can use the date
// helpers without loading zod.

/** `YYYY-MM-DDThh:mm:ss`, the wire form of every date-time in the API (docs/operator-api.md §1). */
export const localDateTimeSchema = z
  .string()
  .refine(isLocalDateTime, 'must be a date-time YYYY-MM-DDThh:mm:ss');

/** `YYYY-MM-DD` in the canonical form the dashboard sends. */
export const calendarDateSchema = z
  .string()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseQueryDate(v) === v,
    'must be a date YYYY-MM-DD',
  );
