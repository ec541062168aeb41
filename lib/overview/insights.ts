import { isCachedCheck, type CachedDocument } from '@/lib/documents/cached-document';
import { toUtcDate } from '@/lib/dates/calendar';

// What only the receipts themselves can tell (no statistics operation has it): when people buy
// (receipts by weekday and hour) and what they buy (items by revenue and by quantity). Sales only
// (operation 1): an owner asks what sells. Zod-free and isomorphic.

export type TopItem = {
  name: string;
  revenue: number;
  quantity: number;
  /** Sales receipts that list the item. */
  receipts: number;
  /** Where it sold most: the link to the receipts that contain it opens this register. */
  orgId: string;
  rnm: string;
};

export type OverviewInsights = {
  /** [weekday 0 = Monday][hour 0–23] → number of sales receipts. */
  heatmap: number[][];
  byRevenue: TopItem[];
  byQuantity: TopItem[];
};

export const TOP_ITEMS = 10;

export type RegisterDocuments = { orgId: string; rnm: string; documents: CachedDocument[] };

export function insightsOf(registers: readonly RegisterDocuments[]): OverviewInsights {
  const heatmap = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const items = new Map<string, TopItem & { perRegister: Map<string, number> }>();
  const weekdays = new Map<string, number>();
  for (const { orgId, rnm, documents } of registers) {
    for (const d of documents) {
      if (!isCachedCheck(d) || d.operationType !== 1) continue;
      const date = d.dateTime.slice(0, 10);
      let weekday = weekdays.get(date);
      if (weekday === undefined) {
        weekdays.set(date, (weekday = (toUtcDate(date).getUTCDay() + 6) % 7));
      }
      heatmap[weekday]![Number(d.dateTime.slice(11, 13))]! += 1;
      const seen = new Set<string>();
      for (const item of d.items) {
        let entry = items.get(item.name);
        if (!entry) {
          entry = {
            name: item.name,
            revenue: 0,
            quantity: 0,
            receipts: 0,
            orgId,
            rnm,
            perRegister: new Map<string, number>(),
          };
          items.set(item.name, entry);
        }
        entry.revenue += item.sum;
        entry.quantity += item.quantity ?? 0;
        if (!seen.has(item.name)) entry.receipts += 1;
        seen.add(item.name);
        const key = `${orgId}|${rnm}`;
        entry.perRegister.set(key, (entry.perRegister.get(key) ?? 0) + item.sum);
      }
    }
  }
  const list = [...items.values()].map(({ perRegister, ...item }) => {
    const [best] = [...perRegister.entries()].sort((a, b) => b[1] - a[1]);
    const [orgId, rnm] = (best?.[0] ?? `${item.orgId}|${item.rnm}`).split('|');
    return { ...item, orgId: orgId!, rnm: rnm!, quantity: Math.round(item.quantity * 1000) / 1000 };
  });
  const top = (key: 'revenue' | 'quantity') =>
    [...list].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name)).slice(0, TOP_ITEMS);
  return { heatmap, byRevenue: top('revenue'), byQuantity: top('quantity') };
}
