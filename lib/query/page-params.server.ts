import 'server-only';
import { notFound } from 'next/navigation';
import type { z } from 'zod';

// The one way a page reads its address: the route's own schema (lib/api/params.schema.ts), the same
// one its API route parses. An address no schema accepts names nothing, so it is the segment's
// not-found page (404), never a 400 or a stack trace (docs/conventions.md, page loading).

type RawParams = Record<string, string | string[] | undefined>;

/** A page's path parameters through the route's schema; not-found when they do not parse. */
export async function pageParams<S extends z.ZodType>(
  schema: S,
  params: Promise<RawParams>,
): Promise<z.output<S>> {
  const parsed = schema.safeParse(decodeEach(await params));
  if (!parsed.success) notFound();
  return parsed.data;
}

/** Optional search parameters through their schema: `undefined` when absent or malformed. */
export async function pageSearch<S extends z.ZodType>(
  schema: S,
  searchParams: Promise<RawParams>,
): Promise<z.output<S> | undefined> {
  const parsed = schema.safeParse(await searchParams);
  return parsed.success ? parsed.data : undefined;
}

/** A typed address may hold `%20` padding, or a stray `%` that is no escape at all. */
function decodeEach(params: RawParams): RawParams {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? safeDecode(value) : value,
    ]),
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
