import { z } from 'zod';
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
 * characters (docs/real-operators.md); anything else is refused before any upstream call.
 */
export const orgIdSchema = organizationIdSchema;

export const orgParamsSchema = z.object({ orgId: orgIdSchema });
export const registerParamsSchema = z.object({ orgId: orgIdSchema, kktRegId: rnmSchema });
export const documentParamsSchema = registerParamsSchema.extend({ fd: fdNumberSchema });
export const driveQuerySchema = z.object({ drive: fiscalDriveNumberSchema });
