import 'server-only';
import type { z } from 'zod';
import { boundViewer } from '@/lib/auth/server/scope';
import { UnauthenticatedError, NotAllowedError } from '@/lib/auth/server/errors';
import type { Viewer } from '@/lib/auth/server/viewer';
import { resolveLocale, localeCookie } from '@/lib/i18n/locales';

// Small helpers of the /api/alerts routes: the person apiRoute bound, a JSON body read through its
// schema (a body that is not JSON, or over 64 kB, fails the schema: 400 problem+json, never 500),
// and the language new rules default to (the person's, as the pages choose it).

const MAX_BODY = 64 * 1024;

export function alertViewer(options: { admin?: boolean } = {}): Viewer {
  const viewer = boundViewer();
  if (!viewer) throw new UnauthenticatedError();
  if (options.admin && viewer.role !== 'admin') {
    throw new NotAllowedError('Only administrators run an evaluation.');
  }
  return viewer;
}

export async function jsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const text = await request.text();
  let value: unknown;
  try {
    value = text.length <= MAX_BODY ? JSON.parse(text) : undefined;
  } catch {
    value = undefined;
  }
  return schema.parse(value);
}

export function requestLocale(request: Request) {
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie)?.[1];
  return resolveLocale(cookie, request.headers.get('accept-language'));
}
