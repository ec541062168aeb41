// The connections that could not list their organizations just now, named once each, for the pages
// that sweep every register (lookup, the health board): they say which operator's registers are
// missing instead of leaving them out silently (docs/operators.md). Isomorphic.

export type DownOperator = {
  /** The connection's title. */
  operator: string;
  /** What went wrong (an OfdErrorKind), e.g. 'credentials-rejected'. */
  reason: string;
};

/** One entry per operator whose rows are marked unavailable, in the rows' order. */
export function downOperators(
  rows: readonly { operator?: string; unavailable?: string }[],
): DownOperator[] {
  const down: DownOperator[] = [];
  for (const row of rows) {
    if (row.unavailable === undefined || row.operator === undefined) continue;
    if (down.some((d) => d.operator === row.operator)) continue;
    down.push({ operator: row.operator, reason: row.unavailable });
  }
  return down;
}
