import 'server-only';
import { assertOrganizationVisible } from '@/lib/auth/server/scope';
import { registerTimeZone, type RegisterTimeZone } from '@/lib/dates/wall-clock';
import { getEnv } from '@/lib/env';
import { getRegister, getOrganization } from '@/lib/operator/api';
import { organizationIdKey } from '@/lib/ofd/ids';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';
import type { DateTimeSpan } from './day-chunks';
import { driveWindow } from './drive-window';

// What a documents request needs to know about the register before it asks for documents: the
// organization's INN (part of the `tickets` path) and the window the person may browse.

export type RegisterContext = {
  organization: OrganizationView;
  register: RegisterView;
  driveNumber: string;
  /** What the operator itself clips to. */
  permission: DateTimeSpan;
  /** permission ∩ the drive's period; may be empty (from > to) for a drive without documents. */
  window: DateTimeSpan;
  /** The zone its documents' UTC instants are read in (lib/dates/wall-clock.ts). */
  zone: RegisterTimeZone;
};

// Pages re-ask for the same register on every sort and page turn: its record is kept for a few
// seconds, so a re-sort costs no call to the operator. Failures are not kept.
// Process-shared: the health sweep at start remembers the records the pages then read.
const TTL_MS = 15_000;
const recent = processShared(
  'documents.register-records',
  () =>
    new BoundedCache<string, Promise<[OrganizationView, RegisterView]>>({
      max: 100,
      ttlMs: TTL_MS,
    }),
);

export function registerRecords(orgId: string, rnm: string) {
  const key = `${organizationIdKey(orgId)}/${rnm}`;
  const hit = recent.get(key);
  if (hit) return hit;
  const value = Promise.all([getOrganization(orgId), getRegister(orgId, rnm)]);
  recent.set(key, value);
  value.catch(() => recent.delete(key));
  return value;
}

/**
 * Records already in hand (the health board lists every register first): a documents load that
 * follows within the TTL needs no second call to the operator for them.
 */
export function rememberRegister(organization: OrganizationView, register: RegisterView): void {
  const key = `${organization.id}/${register.regNumber}`;
  recent.set(key, Promise.resolve([organization, register]));
}

export async function resolveRegister(
  orgId: string,
  rnm: string,
  driveNumber: string,
): Promise<RegisterContext> {
  // The records are shared by everyone for a few seconds: the person's scope is checked first.
  await assertOrganizationVisible(orgId);
  const [organization, register] = await registerRecords(orgId, rnm);
  return {
    organization,
    register,
    driveNumber,
    permission: { from: register.permissionFrom, to: register.permissionTo },
    window: driveWindow(register, driveNumber),
    zone: registerTimeZone(register.address, getEnv().defaultTimeZone),
  };
}
