import 'server-only';
import { mapWithLimit } from '@/lib/lookup/map-limit';
import { registerDirectory } from '@/lib/lookup/lookup-server';
import { getCashbox, getOrganization } from '@/lib/ofd/api';
import { sortBoard } from '../board';
import type { HealthRow } from '../types';
import { registerHealth } from './register-health';

// The health of every register the stored credentials can see (the lookup's directory), a few
// registers at a time, worst first; and of one register for its page.

const CONCURRENCY = 4;

export async function healthBoard(filter: { organizationId?: string } = {}): Promise<HealthRow[]> {
  const directory = await registerDirectory();
  const now = Date.now();
  const pairs = directory
    .filter(
      ({ organization }) => !filter.organizationId || organization.id === filter.organizationId,
    )
    .flatMap(({ organization, cashboxes }) =>
      cashboxes.map((cashbox) => ({ organization, cashbox })),
    );
  const rows = await mapWithLimit(pairs, CONCURRENCY, ({ organization, cashbox }) =>
    registerHealth(organization, cashbox, now),
  );
  return sortBoard(rows);
}

export async function registerHealthOf(orgId: string, rnm: string): Promise<HealthRow> {
  const [organization, cashbox] = await Promise.all([
    getOrganization(orgId),
    getCashbox(orgId, rnm),
  ]);
  return registerHealth(organization, cashbox);
}
