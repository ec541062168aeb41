import type { DownOperator } from '@/lib/ofd/down-operators';
import type { RegisterView, RegisterBasics } from '@/lib/ofd/views';
import { addressTimeline, driveTimeline } from '@/lib/registers/timelines';
import { matchIdentifier, matchText, type FieldMatch, type Range } from './match';
import type { LookupQuery } from './query';

// Lookup across every organization's registers: each register is tried on its RNM, serial number,
// every fiscal drive it ever had, every address it ever had, its name and its sales point, and on
// its organization's INN and name (which find all of that organization's registers). One result
// per register, carrying every field that matched, best results first.

/** What a query of digits was taken for (number-kind.ts). */
export type NumberKind = 'rnm' | 'drive' | 'serial' | 'inn';

export const LOOKUP_FIELDS = [
  'rnm',
  'serial',
  'drive',
  'address',
  'name',
  'salesPoint',
  'inn',
  'organization',
] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

export type LookupOrganization = {
  id: string;
  shortName: string;
  inn: string;
  fullName?: string;
  /** The title of its connection, when several are configured (docs/operators.md). */
  operator?: string;
};
export type LookupRegister = RegisterBasics & Pick<RegisterView, 'addresses'>;
export type DirectoryEntry = { organization: LookupOrganization; registers: LookupRegister[] };

/** A whole RNM that no register has, and the registers one slip away (lib/lookup/rnm-typo.ts). */
export type RnmTypo = {
  typed: string;
  /** Registers whose RNM is one slip from the typed one, with whether the typed one checks out. */
  suggestions: { organizationId: string; organizationName: string; regNumber: string }[];
  /**
   * The typed number against the check code of the suggested owners: false when it fails all.
   * Absent with no suggestion: the code is reckoned from an owner's INN and serial, so a number
   * near no register cannot be said to fail it (an unlisted drive's number is 16 digits too).
   */
  typedChecksOut?: boolean;
};

export type LookupMatch = {
  field: LookupField;
  value: string;
  ranges: Range[];
  /** False for a past address or a replaced fiscal drive. */
  current: boolean;
};

export type LookupResult = {
  organization: LookupOrganization;
  register: Pick<
    LookupRegister,
    'regNumber' | 'serialNumber' | 'name' | 'salesPointName' | 'address' | 'modelName'
  >;
  matches: LookupMatch[];
  score: number;
};

export type LookupResponse = {
  query: string;
  total: number;
  results: LookupResult[];
  /** What a query of digits was taken for (number-kind.ts); absent for words. */
  numberKind?: NumberKind;
  /** A whole RNM that no register has: whether it checks out, and the registers one slip away. */
  rnmTypo?: RnmTypo;
  /** The operators whose registers are missing because their connection is down just now. */
  down?: DownOperator[];
  /** Set when the registers come from several connections: each result names its operator. */
  operators?: true;
};

export const LOOKUP_LIMIT = 50;

type Candidate = { field: LookupField; value: string; current: boolean; identifier: boolean };

function candidates(register: LookupRegister): Candidate[] {
  const id = (field: LookupField, value: string, current = true) => ({
    field,
    value,
    current,
    identifier: true,
  });
  const text = (field: LookupField, value: string, current = true) => ({
    field,
    value,
    current,
    identifier: false,
  });
  return [
    id('rnm', register.regNumber),
    id('serial', register.serialNumber),
    ...driveTimeline(register).map((d) => id('drive', d.fiscalDriveNumber, d.current)),
    ...addressTimeline(register).map((a) => text('address', a.address, a.current)),
    text('name', register.name),
    text('salesPoint', register.salesPointName),
  ].filter((c) => c.value !== '');
}

export function matchRegister(register: LookupRegister, query: LookupQuery) {
  const matches: ScoredMatch[] = [];
  for (const c of candidates(register)) {
    const found: FieldMatch | null = c.identifier
      ? matchIdentifier(c.value, query)
      : matchText(c.value, query);
    // A past address or drive ranks just below the current one.
    if (found)
      matches.push({
        field: c.field,
        value: c.value,
        ranges: found.ranges,
        current: c.current,
        score: found.score - (c.current ? 0 : 1),
      });
  }
  return matches;
}

type ScoredMatch = LookupMatch & { score: number };

/** The organization's own fields: an INN is matched whole only, names like any text. */
export function matchOrganization(
  organization: LookupOrganization,
  query: LookupQuery,
): ScoredMatch[] {
  const matches: ScoredMatch[] = [];
  const innMatched = query.inn !== null && organization.inn.trim() === query.inn;
  if (innMatched) {
    const value = organization.inn;
    matches.push({ field: 'inn', value, ranges: [[0, value.length]], current: true, score: 100 });
  }
  // A name that is the INN again (OFD.ru names no organization) would only repeat the INN's match.
  const names = [organization.shortName, organization.fullName ?? ''].filter(
    (name, i, all) =>
      name !== '' && all.indexOf(name) === i && !(innMatched && name.includes(organization.inn)),
  );
  for (const name of names) {
    const found = matchText(name, query);
    if (found) matches.push({ field: 'organization', value: name, current: true, ...found });
  }
  return matches;
}

export function searchDirectory(
  directory: DirectoryEntry[],
  query: LookupQuery,
  limit = LOOKUP_LIMIT,
): { total: number; results: LookupResult[] } {
  const results: LookupResult[] = [];
  for (const { organization, registers } of directory) {
    const ofOrganization = matchOrganization(organization, query);
    for (const register of registers) {
      const scored = [...matchRegister(register, query), ...ofOrganization];
      if (scored.length === 0) continue;
      const { regNumber, serialNumber, name, salesPointName, address, modelName } = register;
      results.push({
        organization: {
          id: organization.id,
          shortName: organization.shortName,
          inn: organization.inn,
          ...(organization.operator === undefined ? {} : { operator: organization.operator }),
        },
        register: { regNumber, serialNumber, name, salesPointName, address, modelName },
        matches: scored
          .sort((a, b) => b.score - a.score)
          .map(({ field, value, ranges, current }) => ({ field, value, ranges, current })),
        score: Math.max(...scored.map((m) => m.score)),
      });
    }
  }
  results.sort(
    (a, b) =>
      b.score - a.score ||
      a.organization.shortName.localeCompare(b.organization.shortName, 'ru') ||
      a.register.name.localeCompare(b.register.name, 'ru') ||
      a.register.regNumber.localeCompare(b.register.regNumber),
  );
  return { total: results.length, results: results.slice(0, limit) };
}
