import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { problemAnswer, problemOf } from '@/lib/problems/problem-answer';
import { logEvent } from '@/lib/log';

// A server action called by an id this build does not have, or by a page that does not have it: a
// probe, or a page from an older build. Next would answer 409 (or, for an action of another page,
// fail mid-answer with the connection reset and an uncaught exception in the log); here it is a
// plain 404 with one structured warning, answered before Next sees it (server-hook.ts). The ids
// and the pages of each are the build's server-reference manifest (`workers`: the page entries
// that import it); without one (next dev, a test) every id is let through to Next.

/** Action id → the paths of the pages that have it (null: any page). */
type KnownActions = Map<string, RegExp[] | null>;
let known: KnownActions | null | undefined;

/** `app/organizations/[orgId]/(tabs)/page` → a pattern of the paths that page answers. */
export function pagePattern(entry: string): RegExp {
  const segments = entry
    .replace(/^app\//, '')
    .replace(/\/?page$/, '')
    .split('/')
    .filter((s) => s && !/^\(.*\)$/.test(s) && !s.startsWith('@'));
  const body = segments
    .map((s) => {
      if (/^\[\[\.\.\..+\]\]$/.test(s)) return '(?:/[^?]*)?';
      if (/^\[\.\.\..+\]$/.test(s)) return '/[^?]+';
      if (/^\[.+\]$/.test(s)) return '/[^/]+';
      return `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}/?$`);
}

type ManifestEntry = { workers?: Record<string, unknown> };

function knownActions(): KnownActions | null {
  if (known !== undefined) return known;
  const file = path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json');
  known = null;
  if (process.env.NODE_ENV === 'production' && existsSync(file)) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    setKnownActions(
      Object.assign({}, ...['node', 'edge'].map((runtime) => manifest[runtime] ?? {})) as Record<
        string,
        ManifestEntry
      >,
    );
  }
  return known;
}

/** The manifest's actions: each id with the page entries (`workers`) that have it. */
export function setKnownActions(actions: Record<string, ManifestEntry> | null): void {
  if (actions === null) return void (known = null);
  known = new Map(
    Object.entries(actions).map(([id, entry]) => {
      const pages = Object.keys(entry.workers ?? {}).filter((w) => /(^|\/)page$/.test(w));
      return [id, entry.workers ? pages.map(pagePattern) : null];
    }),
  );
}

/** For tests: the ids this process treats as known, on any page (null: let every id through). */
export function setKnownActionIds(ids: Iterable<string> | null): void {
  known = ids === null ? null : new Map([...ids].map((id) => [id, null]));
}

/** The 404 for a request naming an unknown action, or null to let it through. */
export function unknownActionAnswer(
  method: string,
  pathname: string,
  actionId: string | string[] | undefined,
): Response | null {
  if (method !== 'POST' || actionId === undefined) return null;
  const actions = knownActions();
  const id = [actionId].flat().join(',');
  if (!actions) return null;
  const pages = actions.get(id);
  if (pages === null || pages?.some((page) => page.test(pathname))) return null;
  logEvent('warn', 'server-action-unknown', { path: pathname });
  const detail = 'No such server action; reload the page.';
  return problemAnswer(problemOf('not-found', { detail, instance: pathname }));
}
