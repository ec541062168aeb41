import { z } from 'zod';

// The parts of a `documents/by-period` page (docs/real-operators.md, "Paging").

/** What follows the documents: the cursor, tolerant of a number from older operators. */
export const pagingSchema = z.object({
  paging: z.object({ nextOffset: z.union([z.string().max(4096), z.number()]).nullish() }).nullish(),
});

/** A whole page; each document is checked later, one by one, by the reader of the day. */
export const byPeriodPageSchema = pagingSchema.extend({ documents: z.array(z.unknown()) });
