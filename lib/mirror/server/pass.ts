import 'server-only';
import type {
  MirrorRegister,
  MirrorRegistry,
  MirrorState,
  MirrorStatus,
  MirrorStore,
} from '@/lib/service';
import { syncRegister, type RegisterResult, type SyncContext } from './sync-register';
import { CredentialsRejectedError, UpstreamError, type Upstream } from './upstream';
import { readRegisters, readOrganizations, toMirrorRegister } from './wire';

// One pass over everything the credentials can see (docs/mirror.md): refresh the organizations and
// registers, then sync the registers a few at a time, each under its lock, and record each one's
// status. Rejected credentials end the pass at once and mark every register of the connection so.
// The default connection is read through its cursor (sync-register.ts); another connection brings
// its own registry and sync (sync-by-days.ts) as a PassSource, and its registers keep their locks,
// statuses and freshness the same way.

export type PassOptions = Omit<SyncContext, 'now'> & {
  concurrency: number;
  now?: () => Date;
  /**
   * A register tried this recently (by any instance) is left alone in this pass, so that
   * instances whose passes follow one another do not sync it twice.
   */
  freshForMs: number;
  /** The statuses the default connection's rejected credentials mark: not another connection's. */
  ownsStatus?: (status: MirrorStatus) => boolean;
};

export type PassLine = {
  regNumber: string;
  state: MirrorState | 'locked-elsewhere' | 'fresh';
  result: RegisterResult | null;
  error: string | null;
};

export type PassResult = { lines: PassLine[]; credentialsRejected: boolean; seconds: number };

/** Where a pass reads: a connection's registry, one register's sync, and whether it was refused. */
export type PassSource = {
  readRegistry(): Promise<MirrorRegistry>;
  sync(
    now: Date,
    register: MirrorRegister,
    previous: MirrorStatus | null,
  ): Promise<RegisterResult | null>;
  readonly rejected: CredentialsRejectedError | null;
  /** The statuses this connection's rejected credentials mark (every one when absent). */
  owns?: (status: MirrorStatus) => boolean;
};

const message = (error: unknown) =>
  error instanceof UpstreamError || error instanceof CredentialsRejectedError
    ? error.message
    : 'internal error (see the server log)';

async function readRegistry(upstream: Upstream): Promise<MirrorRegistry> {
  const organizations = await readOrganizations(upstream);
  const registers: MirrorRegister[] = [];
  for (const organization of organizations) {
    for (const c of await readRegisters(upstream, organization.id)) {
      registers.push(toMirrorRegister(organization.id, c));
    }
  }
  return { organizations, cashboxes: registers };
}

/** The default connection: its organizations and registers, each register by its cursor. */
function wireSource(upstream: Upstream, options: PassOptions): PassSource {
  return {
    readRegistry: () => readRegistry(upstream),
    sync: (now, register, previous) => syncRegister({ ...options, now }, register, previous),
    get rejected() {
      return upstream.rejected;
    },
    owns: options.ownsStatus,
  };
}

async function syncOne(
  source: PassSource,
  options: PassOptions,
  register: MirrorRegister,
): Promise<PassLine> {
  const { mirror } = options;
  const now = options.now?.() ?? new Date();
  const rnm = register.regNumber;
  // The status is read and written under the lock: another instance that takes the register a
  // moment later sees that it was just synced.
  const locked = await mirror.withRegisterLock(rnm, async (): Promise<PassLine> => {
    const previous = await mirror.readStatus(rnm);
    const tried = previous?.lastAttemptUtc;
    if (tried && now.getTime() - Date.parse(tried) < options.freshForMs) {
      return { regNumber: rnm, state: 'fresh', result: null, error: null };
    }
    const line = await attempt(source, register, previous, now);
    await saveStatus(mirror, register, line, now);
    return line;
  });
  if (locked.locked) return locked.value;
  return { regNumber: rnm, state: 'locked-elsewhere', result: null, error: null };
}

async function attempt(
  source: PassSource,
  register: MirrorRegister,
  previous: MirrorStatus | null,
  now: Date,
): Promise<PassLine> {
  const rnm = register.regNumber;
  try {
    const result = await source.sync(now, register, previous);
    return { regNumber: rnm, state: result ? 'ok' : 'outside-window', result, error: null };
  } catch (error) {
    if (!(error instanceof UpstreamError || error instanceof CredentialsRejectedError)) {
      console.error(`[ofd-mirror] register ${rnm}:`, error);
    }
    const state: MirrorState =
      error instanceof CredentialsRejectedError
        ? 'credentials-rejected'
        : error instanceof UpstreamError && error.status === 429
          ? 'rate-limited'
          : 'error';
    return { regNumber: rnm, state, result: null, error: message(error) };
  }
}

async function saveStatus(
  mirror: MirrorStore,
  register: MirrorRegister,
  line: PassLine,
  now: Date,
) {
  const rnm = register.regNumber;
  // As the sync left it: a period started over has forgotten its "synced up to" (sync-register.ts).
  const previous = await mirror.readStatus(rnm);
  const common = {
    regNumber: rnm,
    organizationId: register.organizationId,
    state: line.state as MirrorState,
    syncedUpToUtc: line.state === 'ok' ? now.toISOString() : (previous?.syncedUpToUtc ?? null),
    lastAttemptUtc: now.toISOString(),
    error: line.error,
  };
  // Nothing stored since the last check (sync-register.ts): its figures still hold.
  if (line.result?.unchanged && previous) {
    const { lastDocument, documents, conflicts, gaps, unreadable } = previous;
    await mirror.saveStatus({ ...common, lastDocument, documents, conflicts, gaps, unreadable });
    return;
  }
  const from = (await mirror.readCursor(rnm))?.periodFrom ?? register.permissionFrom;
  await mirror.saveStatus({
    ...common,
    lastDocument: await mirror.lastDocument(rnm),
    documents: await mirror.countDocuments(rnm, from),
    conflicts: await mirror.countConflicts(rnm),
    gaps: line.result?.gaps ?? previous?.gaps ?? 0,
    // Every document the operator sent that could not be stored, not only this sync's: a status
    // that says ok with 0 documents must not hide a refusal.
    unreadable: await mirror.countUnreadable(rnm),
  });
}

export async function runPass(
  from: Upstream | PassSource,
  options: PassOptions,
): Promise<PassResult> {
  const source = 'sync' in from ? from : wireSource(from, options);
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  let registry: MirrorRegistry;
  try {
    registry = await source.readRegistry();
  } catch (error) {
    if (!(error instanceof CredentialsRejectedError)) throw error;
    await markAllRejected(source, options.mirror, error, options.now?.() ?? new Date());
    return { lines: [], credentialsRejected: true, seconds: seconds() };
  }
  await options.mirror.upsertRegistry(registry);
  const registers = registry.cashboxes;
  const lines: PassLine[] = [];
  let next = 0;
  const worker = async () => {
    while (next < registers.length && !source.rejected) {
      const register = registers[next++]!;
      lines.push(await syncOne(source, options, register));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const rejected = source.rejected;
  if (rejected) await markAllRejected(source, options.mirror, rejected, new Date());
  lines.sort((a, b) => a.regNumber.localeCompare(b.regNumber));
  return { lines, credentialsRejected: rejected !== null, seconds: seconds() };
}

async function markAllRejected(
  source: PassSource,
  mirror: MirrorStore,
  error: CredentialsRejectedError,
  now: Date,
) {
  for (const status of await mirror.listStatus()) {
    if (source.owns && !source.owns(status)) continue;
    await mirror.saveStatus({
      ...status,
      state: 'credentials-rejected',
      lastAttemptUtc: now.toISOString(),
      error: error.message,
    });
  }
}
