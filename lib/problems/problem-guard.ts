import type { Problem } from './problem.schema';

// Reads a problem+json body in the browser without zod (which would add ~30 kB gzip to every page
// that can show an error). It accepts exactly what `problemSchema` accepts — problem-guard.test.ts
// holds the two side by side — and keeps unknown members, as the loose schema does.

const OPTIONAL_STRINGS = [
  'detail',
  'instance',
  'correlationId',
  'permissionFrom',
  'permissionTo',
  'copyFrom',
  'copyTo',
] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isParamError(value: unknown): boolean {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

/** The body as a Problem, or null when it is not one. */
export function readProblem(body: unknown): Problem | null {
  if (!isRecord(body)) return null;
  if (typeof body.type !== 'string' || typeof body.title !== 'string') return null;
  if (!Number.isSafeInteger(body.status)) return null;
  for (const key of OPTIONAL_STRINGS) {
    if (body[key] !== undefined && typeof body[key] !== 'string') return null;
  }
  if (body.retryAfter !== undefined && !isFiniteNumber(body.retryAfter)) return null;
  if (body.errors !== undefined) {
    if (!Array.isArray(body.errors) || !body.errors.every(isParamError)) return null;
  }
  return body as Problem;
}
