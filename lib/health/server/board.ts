import 'server-only';
import { visibleTo } from '@/lib/auth/server/scope';
import { systemDirectory } from '@/lib/lookup/lookup.server';
import { mapWithLimit } from '@/lib/lookup/map-limit';
import { downOperators, type DownOperator } from '@/lib/ofd/down-operators';
import { getRegister, getOrganization } from '@/lib/operator/api';
import { sortBoard } from '../board';
import type { HealthRow } from '../types';
import { registerHealth } from './register-health';
import { processShared } from '@/lib/process/shared';

// The health of every register the stored credentials can see, a few registers at a time, worst
// first; and of one register for its page. The list of registers is the lookup's loader with a
// cache of its own: the lookup keeps showing the operator's state of the moment, not the board's.
// That cache is shared by everyone, so it is read as the system (the whole directory) and each
// viewer's rows are cut to the organizations they may see (lib/auth/server/scope.ts).

const CONCURRENCY = 4;
const DIRECTORY_TTL_MS = 30_000;

// One directory for every bundle of the server (the sweep at start runs in instrumentation's).
const directory = processShared('health-directory', () => systemDirectory(DIRECTORY_TTL_MS));

export async function healthBoard(filter: { organizationId?: string } = {}): Promise<HealthRow[]> {
  const now = Date.now();
  const visible = await visibleTo(await directory.get(), (entry) => entry.organization.id);
  const pairs = visible
    .filter(
      ({ organization }) => !filter.organizationId || organization.id === filter.organizationId,
    )
    .flatMap(({ organization, registers }) =>
      registers.map((register) => ({ organization, register })),
    );
  const rows = await mapWithLimit(pairs, CONCURRENCY, ({ organization, register }) =>
    registerHealth(organization, register, now),
  );
  return sortBoard(rows);
}

/** The operators whose registers the board is missing: their connection is down just now. */
export async function healthBoardDown(): Promise<DownOperator[]> {
  const visible = await visibleTo(await directory.get(), (entry) => entry.organization.id);
  return downOperators(visible.map((entry) => entry.organization));
}

export async function registerHealthOf(orgId: string, rnm: string): Promise<HealthRow> {
  const [organization, register] = await Promise.all([
    getOrganization(orgId),
    getRegister(orgId, rnm),
  ]);
  return registerHealth(organization, register);
}
