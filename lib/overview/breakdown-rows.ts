import { documentsHref } from '@/lib/urls/urls';
import type { DatePeriod, OverviewAnswer } from './contract';

// The breakdown's rows: one per sales point (its registers added up) or per register.

export type BreakdownRow = {
  key: string;
  name: string;
  organization: string;
  /** The title of its operator, when several are configured. */
  operator?: string;
  /** The register's documents, for register rows. */
  href?: string;
  income: number;
  net: number;
  receipts: number;
  /**
   * When the permission window leaves the whole period out for every register of the row: the
   * window (local date-times), to show as "no access" instead of zeros (docs/exports.md).
   */
  noAccess: DatePeriod | null;
};
export type BreakdownSort = 'name' | 'income' | 'net' | 'receipts';

export function breakdownRows(answer: OverviewAnswer, by: 'points' | 'registers'): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  for (const r of answer.registers) {
    const key = by === 'points' ? `${r.orgId}|${r.salesPoint}` : r.rnm;
    const row = rows.get(key) ?? {
      key,
      name: by === 'points' ? r.salesPoint || '—' : `${r.name || r.rnm} (${r.rnm})`,
      organization: r.orgName,
      ...(r.operator === undefined ? {} : { operator: r.operator }),
      href: by === 'registers' ? documentsHref(r.orgId, r.rnm) : undefined,
      income: 0,
      net: 0,
      receipts: 0,
      noAccess: r.coverage === 'none' ? { ...r.window } : null,
    };
    row.income += r.current.income;
    row.net += r.current.net;
    row.receipts += r.current.receipts;
    if (r.coverage !== 'none') row.noAccess = null;
    else if (row.noAccess) {
      // A sales point's registers: the span of their windows.
      if (r.window.from < row.noAccess.from) row.noAccess.from = r.window.from;
      if (r.window.to > row.noAccess.to) row.noAccess.to = r.window.to;
    }
    rows.set(key, row);
  }
  return [...rows.values()];
}

export function sortRows(rows: BreakdownRow[], sort: BreakdownSort, desc: boolean) {
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) =>
    sort === 'name' ? sign * a.name.localeCompare(b.name) : sign * (a[sort] - b[sort]),
  );
}
