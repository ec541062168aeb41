import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { isValidInn } from '@/lib/ofd/ids';
import type { DemoWorld, WorldRegister } from './world';

// Consistency of everything in a world except its documents: identifiers of organizations and
// registers, address and drive histories, grants and sessions.

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function partyProblems(world: DemoWorld): string[] {
  const problems: string[] = [];
  const organizations = new Map(world.organizations.map((o) => [o.id, o]));
  for (const o of world.organizations) {
    const person = o.inn.length === 12;
    if (!GUID.test(o.id)) problems.push(`${o.shortName}: id`);
    if (!isValidInn(o.inn)) problems.push(`${o.shortName}: INN ${o.inn}`);
    if (person ? o.kpp !== '' : !/^\d{9}$/.test(o.kpp)) problems.push(`${o.shortName}: KPP`);
    if (!(person ? /^\d{15}$/ : /^\d{13}$/).test(o.ogrn)) problems.push(`${o.shortName}: OGRN`);
  }
  const regNumbers = new Set<string>();
  for (const c of world.cashboxes) {
    const where = `register ${c.regNumber}`;
    if (!/^\d{16}$/.test(c.regNumber) || regNumbers.has(c.regNumber))
      problems.push(`${where}: RNM`);
    regNumbers.add(c.regNumber);
    if (!organizations.has(c.organizationId)) problems.push(`${where}: organization`);
    if (c.addresses.length === 0 || c.fiscalDrives.length === 0) problems.push(`${where}: empty`);
    if (!ascending(c.addresses.map((a) => a.startDate))) problems.push(`${where}: addresses`);
    if (!ascending(c.fiscalDrives.map((d) => d.installedAt))) problems.push(`${where}: drives`);
    if (c.fiscalDrives.some((d) => !/^\d{16}$/.test(d.fiscalDriveNumber))) {
      problems.push(`${where}: drive number`);
    }
  }
  const owners = new Map(world.cashboxes.map((c) => [c.regNumber, c.organizationId]));
  const keys = new Set(world.integrators.map((i) => i.apiKey));
  for (const g of world.grants) {
    if (!keys.has(g.apiKey)) problems.push(`grant of unknown integrator`);
    for (const w of g.cashboxes) {
      if (owners.get(w.regNumber) !== g.organizationId) problems.push(`grant ${w.regNumber}: org`);
      const valid = isLocalDateTime(w.permissionFrom) && isLocalDateTime(w.permissionTo);
      if (!valid || w.permissionFrom > w.permissionTo)
        problems.push(`grant ${w.regNumber}: window`);
    }
  }
  for (const s of world.sessions) {
    if (!keys.has(s.apiKey)) problems.push(`session of unknown integrator`);
    if (s.expiresAtUtc.slice(0, 10) <= world.anchorDate) problems.push(`session already expired`);
  }
  return problems;
}

/** The address whose start date is the latest one on or before `dateTime`. */
export function addressInForce(cashbox: WorldRegister, dateTime: string): string | undefined {
  const started = cashbox.addresses.filter((a) => a.startDate <= dateTime);
  return started[started.length - 1]?.address;
}

function ascending(values: string[]): boolean {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? '') < value);
}
