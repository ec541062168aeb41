import 'server-only';
import type {
  MirrorCashbox,
  MirrorRegistry,
  MirrorState,
  MirrorStatus,
  MirrorStore,
} from '@/lib/service/store/mirror-types';
import { syncRegister, type RegisterResult, type SyncContext } from './sync-register';
import { CredentialsRejectedError, UpstreamError, type Upstream } from './upstream';
import { readCashboxes, readOrganizations, toMirrorCashbox } from './wire';

// One pass over everything the credentials can see (docs/mirror.md): refresh the organizations and
// registers, then sync the registers a few at a time, each under its lock, and record each one's
// status. Rejected credentials end the pass at once and mark every register so.

export type PassOptions = Omit<SyncContext, 'now'> & { concurrency: number; now?: () => Date };

export type PassLine = {
  regNumber: string;
  state: MirrorState | 'locked-elsewhere';
  result: RegisterResult | null;
  error: string | null;
};

export type PassResult = { lines: PassLine[]; credentialsRejected: boolean };

const message = (error: unknown) =>
  error instanceof UpstreamError || error instanceof CredentialsRejectedError
    ? error.message
    : 'internal error (see the server log)';

async function readRegistry(upstream: Upstream): Promise<MirrorRegistry> {
  const organizations = await readOrganizations(upstream);
  const cashboxes: MirrorCashbox[] = [];
  for (const organization of organizations) {
    for (const c of await readCashboxes(upstream, organization.id)) {
      cashboxes.push(toMirrorCashbox(organization.id, c));
    }
  }
  return { organizations, cashboxes };
}

type Previous = Map<string, MirrorStatus>;

async function syncOne(
  options: PassOptions,
  cashbox: MirrorCashbox,
  previous: Previous,
): Promise<PassLine> {
  const { mirror } = options;
  const now = options.now?.() ?? new Date();
  const rnm = cashbox.regNumber;
  let line: PassLine;
  try {
    const locked = await mirror.withRegisterLock(rnm, () =>
      syncRegister({ ...options, now }, cashbox),
    );
    if (!locked.locked)
      return { regNumber: rnm, state: 'locked-elsewhere', result: null, error: null };
    const result = locked.value;
    line = { regNumber: rnm, state: result ? 'ok' : 'outside-window', result, error: null };
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
    line = { regNumber: rnm, state, result: null, error: message(error) };
  }
  await saveStatus(mirror, cashbox, line, now, previous.get(rnm));
  return line;
}

async function saveStatus(
  mirror: MirrorStore,
  cashbox: MirrorCashbox,
  line: PassLine,
  now: Date,
  previous: MirrorStatus | undefined,
) {
  const rnm = cashbox.regNumber;
  const from = (await mirror.readCursor(rnm))?.periodFrom ?? cashbox.permissionFrom;
  await mirror.saveStatus({
    regNumber: rnm,
    organizationId: cashbox.organizationId,
    state: line.state === 'locked-elsewhere' ? 'ok' : line.state,
    syncedUpToUtc: line.state === 'ok' ? now.toISOString() : (previous?.syncedUpToUtc ?? null),
    lastAttemptUtc: now.toISOString(),
    lastDocument: await mirror.lastDocument(rnm),
    documents: await mirror.countDocuments(rnm, from),
    conflicts: await mirror.countConflicts(rnm),
    gaps: line.result?.gaps ?? previous?.gaps ?? 0,
    error: line.error,
  });
}

export async function runPass(upstream: Upstream, options: PassOptions): Promise<PassResult> {
  let registry: MirrorRegistry;
  try {
    registry = await readRegistry(upstream);
  } catch (error) {
    if (!(error instanceof CredentialsRejectedError)) throw error;
    await markAllRejected(options.mirror, error, options.now?.() ?? new Date());
    return { lines: [], credentialsRejected: true };
  }
  await options.mirror.upsertRegistry(registry);
  const { cashboxes } = registry;
  const previous: Previous = new Map(
    (await options.mirror.listStatus()).map((s) => [s.regNumber, s]),
  );
  const lines: PassLine[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cashboxes.length && !upstream.rejected) {
      const cashbox = cashboxes[next++]!;
      lines.push(await syncOne(options, cashbox, previous));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  if (upstream.rejected) await markAllRejected(options.mirror, upstream.rejected, new Date());
  lines.sort((a, b) => a.regNumber.localeCompare(b.regNumber));
  return { lines, credentialsRejected: upstream.rejected !== null };
}

async function markAllRejected(mirror: MirrorStore, error: CredentialsRejectedError, now: Date) {
  for (const status of await mirror.listStatus()) {
    await mirror.saveStatus({
      ...status,
      state: 'credentials-rejected',
      lastAttemptUtc: now.toISOString(),
      error: error.message,
    });
  }
}
