import 'server-only';
import type { z } from 'zod';
import { explainOutsideCopy, markFromCopy } from '@/lib/ofd/outside-copy';
import { rateLimitKey } from '@/lib/security/rate-limit-key';
import { registerParamsSchema } from './params.schema';
import { apiRoute, searchParamsOf } from './route';

/** The path parameters of every route below /api/organizations/[orgId]/cashboxes/[kktRegId]. */
export type RegisterContext = { params: Promise<{ orgId: string; kktRegId: string }> };

/** Which register, when to stop (the request is gone), and whose load cap it counts against. */
export type RegisterWhere = { orgId: string; rnm: string; signal: AbortSignal; owner: string };

/** The register of the path, validated before anything asks the operator. */
export async function registerWhere(
  request: Request,
  { params }: RegisterContext,
): Promise<RegisterWhere> {
  const { orgId, kktRegId } = registerParamsSchema.parse(await params);
  return { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) };
}

/**
 * A documents route that answers JSON: the register from the path, the query string through its
 * schema, then one answer over the loaded period (lib/documents/server/answers.ts).
 */
export function documentsRoute<Q>(
  querySchema: z.ZodType<Q>,
  answer: (where: RegisterWhere, query: Q) => Promise<unknown>,
) {
  return apiRoute(
    async (request, context: RegisterContext) => {
      const where = await registerWhere(request, context);
      try {
        // Read from the copy while the operator is away: the answer says so, with its as-of.
        return await markFromCopy(
          await answer(where, querySchema.parse(searchParamsOf(request))),
          where,
        );
      } catch (error) {
        // A period the copy does not hold says which days it does (docs/mirror-connections.md).
        throw await explainOutsideCopy(error, where);
      }
    },
    { rateLimit: 'documents' },
  );
}
