import { z } from 'zod';
import { organizationIdSchema as orgIdSchema, rnmSchema } from '@/lib/ofd/ids';
import { HEALTH_STATUSES, REASON_CODES } from './types';

// Query of GET /api/health/registers: optional filters, each a comma list of allowed values.

const list = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .optional()
    .transform((text) => (text ? [...new Set(text.split(',').map((v) => v.trim()))] : undefined))
    .pipe(z.array(z.enum(values)).optional());

export const healthQuerySchema = z.object({
  organizationId: orgIdSchema.optional(),
  kktRegId: rnmSchema.optional(),
  status: list(HEALTH_STATUSES),
  reason: list(REASON_CODES),
});
