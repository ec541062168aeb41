import 'server-only';
import type { z } from 'zod';
import { recordUpstream } from '@/lib/metrics/metrics';
import {
  ofdGet,
  ofdGetStream,
  type OfdClientOptions,
  type OfdRequest,
  type OfdStreamRequest,
} from '@/lib/ofd/client';
import { guardOperatorCall, scopeOperatorResult } from './guard';

// Operator access: the wire's transport (lib/ofd/client.ts) called on a person's behalf. Before
// the call the person's organization scope is checked for what it names, after it the
// organizations list is cut to the grant (lib/operator/guard.ts); every try is counted in the
// metrics. A call that brings its own `connection` (tests, tools) is not the configured operator
// and is not scoped.

export function operatorGet<S extends z.ZodType>(
  request: OfdRequest<S>,
  options: OfdClientOptions = {},
): Promise<z.output<S>> {
  return scoped(request, options, () => ofdGet(request, metered(options)));
}

/** operatorGet for answers too large to hold whole: see ofdGetStream. */
export function operatorGetStream<T>(
  request: OfdStreamRequest<T>,
  options: OfdClientOptions = {},
): Promise<T> {
  return scoped(request, options, () => ofdGetStream(request, metered(options)));
}

export const metered = (options: OfdClientOptions): OfdClientOptions => ({
  observe: recordUpstream,
  ...options,
});

async function scoped<T>(
  request: { path: string; params?: Record<string, string> },
  options: OfdClientOptions,
  run: () => Promise<T>,
): Promise<T> {
  if (options.connection) return run();
  await guardOperatorCall(request.path, request.params);
  return scopeOperatorResult(request.path, await run());
}
