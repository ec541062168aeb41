import { isCachedCheck, type CachedDocument } from '@/lib/documents/contract';
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
  /** That register's name ('' when it has none) and its sales receipts that list the item. */
  registerName: string;
  registerReceipts: number;
};

export type OverviewInsights = {
  /** [weekday 0 = Monday][hour 0–23] → number of sales receipts. */
  heatmap: number[][];
  byRevenue: TopItem[];
  byQuantity: TopItem[];
};

export const TOP_ITEMS = 10;

export type RegisterDocuments = {
  orgId: string;
  rnm: string;
  name?: string;
  documents: CachedDocument[];
};
type PerRegister = { name: string; sum: number; receipts: number };

/**
 * Lines that hand over no goods (tag 1214): an advance (3), whose goods are not yet known, and a
 * credit repaid (7), whose goods were handed over before. Real advance lines of 2026 have no name,
 * a price of 1 ₽ and the advance in rubles as their quantity: counted, a nameless "item" led the
 * best sellers with 49 221,82 ₽ "sold" 49 221,82 times, beside the goods that settled it.
 */
const NOT_GOODS: readonly number[] = [3, 7];

export function insightsOf(registers: readonly RegisterDocuments[]): OverviewInsights {
  const heatmap = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const items = new Map<string, TopItem & { perRegister: Map<string, PerRegister> }>();
  const weekdays = new Map<string, number>();
  for (const { orgId, rnm, name = '', documents } of registers) {
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
        if (item.paymentMethod !== undefined && NOT_GOODS.includes(item.paymentMethod)) continue;
        let entry = items.get(item.name);
        if (!entry) {
          entry = {
            name: item.name,
            revenue: 0,
            quantity: 0,
            receipts: 0,
            orgId,
            rnm,
            registerName: name,
            registerReceipts: 0,
            perRegister: new Map<string, PerRegister>(),
          };
          items.set(item.name, entry);
        }
        entry.revenue += item.sum;
        entry.quantity += item.quantity ?? 0;
        const key = `${orgId}|${rnm}`;
        let here = entry.perRegister.get(key);
        if (!here) entry.perRegister.set(key, (here = { name, sum: 0, receipts: 0 }));
        here.sum += item.sum;
        if (!seen.has(item.name)) {
          entry.receipts += 1;
          here.receipts += 1;
        }
        seen.add(item.name);
      }
    }
  }
  const list = [...items.values()].map(({ perRegister, ...item }) => {
    const [key, best] = [...perRegister.entries()].sort((a, b) => b[1].sum - a[1].sum)[0]!;
    const [orgId, rnm] = key.split('|');
    return {
      ...item,
      orgId: orgId!,
      rnm: rnm!,
      registerName: best.name,
      registerReceipts: best.receipts,
      quantity: Math.round(item.quantity * 1000) / 1000,
    };
  });
  const top = (key: 'revenue' | 'quantity') =>
    [...list].sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name)).slice(0, TOP_ITEMS);
  return { heatmap, byRevenue: top('revenue'), byQuantity: top('quantity') };
}
