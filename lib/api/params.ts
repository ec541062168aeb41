import { z } from 'zod';
import { calendarDateSchema } from '@/lib/ofd/date-schemas';
import {
  fdNumberSchema,
  fiscalDriveNumberSchema,
  organizationIdSchema,
  rnmSchema,
} from '@/lib/ofd/ids';

// Path and query parameters of the dashboard's pages and API, shared by route handlers, server
// pages and the query layer. Isomorphic.

/**
 * Organization id: whatever id the operator gave (not necessarily a hex GUID), bounded and of safe
 * characters; anything else is refused before any upstream call.
 */
export const orgIdSchema = organizationIdSchema;

/** Longest period one documents request may cover: a quarter. `tickets` is unpaged (ofd-facts §4). */
export const MAX_PERIOD_DAYS = 92;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const orgParamsSchema = z.object({ orgId: orgIdSchema });
export const cashboxParamsSchema = z.object({ orgId: orgIdSchema, kktRegId: rnmSchema });
export const documentParamsSchema = cashboxParamsSchema.extend({ fd: fdNumberSchema });
export const driveQuerySchema = z.object({ drive: fiscalDriveNumberSchema });

export const documentsQuerySchema = z
  .object({ drive: fiscalDriveNumberSchema, from: calendarDateSchema, to: calendarDateSchema })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) < MAX_PERIOD_DAYS, {
    message: `the period must not exceed ${MAX_PERIOD_DAYS} days`,
    path: ['to'],
  });
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;
