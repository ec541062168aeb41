import 'server-only';
import type { z } from 'zod';
import { apiRoute } from './route';

/**
 * A route that answers the operator's record named by its path (an organization, its registers,
 * one register): the path's ids through their schema, then one read, on the overview's budget.
 */
export function recordRoute<P>(
  paramsSchema: z.ZodType<P>,
  answer: (params: P) => Promise<unknown>,
) {
  return apiRoute(
    async (_request, { params }: { params: Promise<unknown> }) =>
      answer(paramsSchema.parse(await params)),
    { rateLimit: 'overview' },
  );
}
