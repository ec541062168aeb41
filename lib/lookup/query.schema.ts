import { z } from 'zod';
import { LOOKUP_MAX_LENGTH, LOOKUP_MIN_LENGTH } from './query';

// The lookup API's input (docs/urls.md): `q`, trimmed, of a length the search can serve.

export const lookupInputSchema = z.object({
  q: z
    .string()
    .transform((q) => q.trim())
    .pipe(z.string().min(LOOKUP_MIN_LENGTH).max(LOOKUP_MAX_LENGTH)),
});
