import { z } from 'zod';
import { fdNumberSchema, fiscalDriveNumberSchema, guidSchema, rnmSchema } from '@/lib/ofd/ids';

// Path and query parameters of the dashboard's pages and API, shared by route handlers, server
// pages and the query layer. Isomorphic.

/** Organization id: a GUID (docs/operator-api.md); anything else is refused before any upstream call. */
export const orgIdSchema = guidSchema;

export const orgParamsSchema = z.object({ orgId: orgIdSchema });
export const cashboxParamsSchema = z.object({ orgId: orgIdSchema, kktRegId: rnmSchema });
export const documentParamsSchema = cashboxParamsSchema.extend({ fd: fdNumberSchema });
export const driveQuerySchema = z.object({ drive: fiscalDriveNumberSchema });
