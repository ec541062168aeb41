import { STATUS_RANK, type HealthRow } from './types';

// The board's order: worst first (status, then how many critical reasons, then how many reasons),
// then by organization and register name so that equal rows keep a stable place.

export function sortBoard<T extends HealthRow>(rows: T[]): T[] {
  const critical = (row: HealthRow) => row.reasons.filter((r) => r.severity === 'critical').length;
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort(
    (a, b) =>
      STATUS_RANK[b.status] - STATUS_RANK[a.status] ||
      critical(b) - critical(a) ||
      b.reasons.length - a.reasons.length ||
      text(a.organizationName, b.organizationName) ||
      text(a.name, b.name) ||
      text(a.rnm, b.rnm),
  );
}

/** How many registers show each reason, and each status. */
export function boardCounts(rows: readonly HealthRow[]) {
  const reasons: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  for (const row of rows) {
    statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    for (const code of new Set(row.reasons.map((r) => r.code)))
      reasons[code] = (reasons[code] ?? 0) + 1;
  }
  return { reasons, statuses };
}
