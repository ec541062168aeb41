import { z } from 'zod';
import { parseQueryDate } from '@/lib/dates/local-date-time';

/** `dateFrom`/`dateTo`: exactly the four formats of spec 4.1, read as a `YYYY-MM-DD` date. */
export const queryDateSchema = z.string().transform((text, ctx) => {
  const date = parseQueryDate(text);
  if (date !== null) return date;
  ctx.addIssue({
    code: 'custom',
    input: text,
    message: 'must be a real date as yyyy-mm-dd, yyyy.mm.dd, dd-mm-yyyy or dd.mm.yyyy',
  });
  return z.NEVER;
});
