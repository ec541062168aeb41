import { reasonSince } from '@/lib/health/since';
import type { HealthRow, Reason } from '@/lib/health/types';
import { evidencePaths } from './evidence';
import type { Episode } from './types';

// Episodes from the health board (docs/alerts.md): a (register, reason) that is bad and has no
// open episode opens one; an open episode whose reason is gone is resolved. A row computed only in
// part (the operator failed, `incomplete`) resolves nothing: a missing reason there is not proof.

export type NewEpisode = Omit<Episode, 'id' | 'resolvedAt' | 'acknowledgedAt'>;

export const episodeKey = (e: { organizationId: string; rnm: string; reason: string }) =>
  `${e.organizationId}/${e.rnm}/${e.reason}`;

export function planEpisodes(
  rows: readonly HealthRow[],
  open: readonly Episode[],
  now: number,
): { opened: NewEpisode[]; resolved: Episode[] } {
  const bad = new Map<string, { row: HealthRow; reason: Reason }>();
  const partial = new Set<string>();
  for (const row of rows) {
    if (row.incomplete) partial.add(`${row.organizationId}/${row.rnm}`);
    for (const reason of row.reasons) {
      const key = episodeKey({
        organizationId: row.organizationId,
        rnm: row.rnm,
        reason: reason.code,
      });
      if (!bad.has(key)) bad.set(key, { row, reason });
    }
  }
  const openKeys = new Set(open.map(episodeKey));
  const openedAt = new Date(now).toISOString();
  const opened = [...bad.entries()]
    .filter(([key]) => !openKeys.has(key))
    .map(([, { row, reason }]) => ({
      organizationId: row.organizationId,
      rnm: row.rnm,
      reason: reason.code,
      severity: reason.severity,
      // From the evidence, as the board says it (lib/health/since.ts).
      since: reasonSince(reason),
      openedAt,
      register: {
        organizationName: row.organizationName,
        name: row.name,
        address: row.address,
        evidence: evidencePaths(row.organizationId, row.rnm, reason),
      },
    }));
  const resolved = open.filter(
    (e) => !bad.has(episodeKey(e)) && !partial.has(`${e.organizationId}/${e.rnm}`),
  );
  return { opened, resolved };
}
