import { z } from 'zod';

// The operator's 4xx body (docs/operator-api.md §2). Fully tolerant: a field of the wrong type is dropped,
// because the status code alone must still be mappable when the body is odd.

const optionalText = z.string().optional().catch(undefined);

export const operatorErrorSchema = z.object({
  errorCodeId: optionalText,
  errorCode: z.number().optional().catch(undefined),
  moreInfo: optionalText,
  userMessage: z.object({ ru: optionalText, en: optionalText }).optional().catch(undefined),
});
