import 'server-only';
import type { z } from 'zod';
import { rateLimitKey } from '@/lib/security/rate-limit-key';
import { registerParamsSchema } from './params.schema';
import { apiRoute, searchParamsOf } from './route';

/** The path parameters of every route below /api/organizations/[orgId]/cashboxes/[kktRegId]. */
export type CashboxContext = { params: Promise<{ orgId: string; kktRegId: string }> };

/** Which register, when to stop (the request is gone), and whose load cap it counts against. */
export type CashboxWhere = { orgId: string; rnm: string; signal: AbortSignal; owner: string };

/** The register of the path, validated before anything asks the operator. */
export async function cashboxWhere(
  request: Request,
  { params }: CashboxContext,
): Promise<CashboxWhere> {
  const { orgId, kktRegId } = registerParamsSchema.parse(await params);
  return { orgId, rnm: kktRegId, signal: request.signal, owner: rateLimitKey(request) };
}

/**
 * A documents route that answers JSON: the register from the path, the query string through its
 * schema, then one answer over the loaded period (lib/documents/answers.ts).
 */
export function documentsRoute<Q>(
  querySchema: z.ZodType<Q>,
  answer: (where: CashboxWhere, query: Q) => Promise<unknown>,
) {
  return apiRoute(
    async (request, context: CashboxContext) => {
      const where = await cashboxWhere(request, context);
      return answer(where, querySchema.parse(searchParamsOf(request)));
    },
    { rateLimit: 'documents' },
  );
}
