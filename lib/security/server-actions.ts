import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { problemAnswer, problemOf } from '@/lib/problems/problem-answer';
import { logEvent } from '@/lib/log';

// A server action called by an id this build does not have: a probe, or a page from an older
// build. Next would answer 409 and log the error with its stack; here it is a plain 404 with one
// structured warning, answered before Next sees it (server-hook.ts). The ids are the keys of the
// build's server-reference manifest; without one (next dev, a test) every id is let through to Next.

let known: Set<string> | null | undefined;

function knownActionIds(): Set<string> | null {
  if (known !== undefined) return known;
  const file = path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json');
  known = null;
  if (process.env.NODE_ENV === 'production' && existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    known = new Set(['node', 'edge'].flatMap((runtime) => Object.keys(manifest[runtime] ?? {})));
  }
  return known;
}

/** For tests: the ids this process treats as known (null: let every id through). */
export function setKnownActionIds(ids: Iterable<string> | null): void {
  known = ids === null ? null : new Set(ids);
}

/** The 404 for a request naming an unknown action, or null to let it through. */
export function unknownActionAnswer(
  method: string,
  pathname: string,
  actionId: string | string[] | undefined,
): Response | null {
  if (method !== 'POST' || actionId === undefined) return null;
  const ids = knownActionIds();
  const id = [actionId].flat().join(',');
  if (!ids || ids.has(id)) return null;
  logEvent('warn', 'server-action-unknown', { path: pathname });
  const detail = 'No such server action; reload the page.';
  return problemAnswer(problemOf('not-found', { detail, instance: pathname }));
}
