import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthenticatedError } from '@/lib/auth/server/errors';
import { getEnv } from '@/lib/env';
import { NotFoundError } from '@/lib/ofd/errors';

// GET /api/metrics answers only with METRICS_TOKEN as a bearer token. Without the setting the
// route does not exist (404); a missing or wrong token is 401. Digests are compared in constant
// time so that the answer's timing says nothing about the token.

const digest = (text: string) => createHash('sha256').update(text).digest();

export function checkMetricsToken(request: Request): void {
  const token = getEnv().metricsToken;
  if (!token) throw new NotFoundError();
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || !timingSafeEqual(digest(match[1]!), digest(token))) {
    throw new UnauthenticatedError('Send METRICS_TOKEN as a bearer token.');
  }
}
