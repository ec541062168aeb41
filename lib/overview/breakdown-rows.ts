import { documentsHref } from '@/lib/urls/urls';
import type { OverviewAnswer } from './contract';

// The breakdown's rows: one per sales point (its registers added up) or per register.

export type BreakdownRow = {
  key: string;
  name: string;
  organization: string;
  /** The register's documents, for register rows. */
  href?: string;
  income: number;
  net: number;
  receipts: number;
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
      href: by === 'registers' ? documentsHref(r.orgId, r.rnm) : undefined,
      income: 0,
      net: 0,
      receipts: 0,
    };
    row.income += r.current.income;
    row.net += r.current.net;
    row.receipts += r.current.receipts;
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
