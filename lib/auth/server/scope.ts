import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { NotFoundError } from '@/lib/ofd/errors';
import { processShared } from '@/lib/process/shared';
import { UnauthenticatedError } from './errors';
import { requestViewer, type Viewer } from './viewer';

// A person's scope: the organizations the current request may see. Every call to the operator made
// for a person passes through lib/operator/call.ts, which checks it (lib/operator/guard.ts). Caches
// above the calls (register records, the lookup index) call `assertOrganizationVisible` / `visibleTo`.

type Actor = { kind: 'system' } | { kind: 'person'; viewer: Viewer };
// One store for the process: each bundle holds its own copy of this module, and work one copy
// started (a shared cache's fill, the start's sweep) must read what another copy bound
// (lib/process/shared.ts).
const storage = processShared('auth.scope', () => new AsyncLocalStorage<Actor>());

/** Work the server does for itself (a shared index, demo setup): not on any person's behalf. */
export function runAsSystem<T>(fn: () => T): T {
  return storage.run({ kind: 'system' }, fn);
}

/** Binds a request's viewer (the apiRoute wrapper), so nested calls need not read headers. */
export function runAsViewer<T>(viewer: Viewer, fn: () => T): T {
  return storage.run({ kind: 'person', viewer }, fn);
}

/** The person apiRoute bound to this request (read from its session by viewerFromHeaders), if any. */
export function boundViewer(): Viewer | undefined {
  const bound = storage.getStore();
  return bound?.kind === 'person' ? bound.viewer : undefined;
}

async function currentActor(): Promise<Actor> {
  const bound = storage.getStore();
  if (bound) return bound;
  // Outside a request this throws: no request, no person, no operator data (fails closed).
  const viewer = await requestViewer();
  if (!viewer) throw new UnauthenticatedError();
  return { kind: 'person', viewer };
}

/** The person the current request acts for (undefined for the system's own work). */
export async function currentPerson(): Promise<Viewer | undefined> {
  const actor = await currentActor();
  return actor.kind === 'person' ? actor.viewer : undefined;
}

/** The organizations the current person may see, or `all`. */
export async function visibleOrganizationIds(): Promise<Set<string> | 'all'> {
  const actor = await currentActor();
  if (actor.kind === 'system' || actor.viewer.orgIds === 'all') return 'all';
  return new Set(actor.viewer.orgIds);
}

export async function assertOrganizationVisible(orgId: string): Promise<void> {
  const visible = await visibleOrganizationIds();
  if (visible !== 'all' && !visible.has(orgId)) throw new NotFoundError();
}

/** Keeps the items of organizations the current person may see. */
export async function visibleTo<T>(items: T[], orgIdOf: (item: T) => string): Promise<T[]> {
  const visible = await visibleOrganizationIds();
  return visible === 'all' ? items : items.filter((item) => visible.has(orgIdOf(item)));
}
