import { expect, type APIRequestContext } from './load-aware-test';
import type { ReceiptSearchAnswer } from '../../lib/receipt-search/contract';
import {
  addDays,
  isCheck,
  localToday,
  registers,
  tickets,
  type Body,
  type Register,
} from './documents-world';

// A real receipt of the demo world, read from the built-in service itself at run time, for the
// receipt search's specs: the search must find it from what a person remembers of it.

export type KnownReceipt = {
  register: Register;
  drive: string;
  day: string;
  receipt: Body;
  /** The receipt's amount in kopecks. */
  total: number;
};

/** A receipt of yesterday (inside its register's window), with an amount of at least 100 ₽. */
export async function knownReceipt(
  request: APIRequestContext,
  where: (r: Register) => boolean = () => true,
): Promise<KnownReceipt> {
  const day = addDays(localToday(), -1);
  for (const register of (await registers(request)).filter(where)) {
    if (register.permissionFrom.slice(0, 10) > day || register.permissionTo.slice(0, 10) < day)
      continue;
    const drive = register.drives.at(-1)!.number;
    const receipt = (await tickets(request, register, drive, day, day)).find(
      (d) => isCheck(d) && typeof d.totalSum === 'number' && d.totalSum >= 10_000,
    );
    if (receipt) return { register, drive, day, receipt, total: receipt.totalSum as number };
  }
  throw new Error('no receipt of yesterday in the demo world');
}

/** "1 674,88 ₽" as a person remembers it: whole rubles, no spaces ("1675"). */
export function roughly(kopecks: number): string {
  return String(Math.round(kopecks / 100));
}

export async function search(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<ReceiptSearchAnswer> {
  const response = await request.get(`/api/receipts/search?${new URLSearchParams(query)}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ReceiptSearchAnswer;
}

/**
 * A search that finds nothing within its default tolerance but something once widened
 * (docs/receipt-search.md, Widening): a known receipt's organization, day and minute, and an
 * amount some 7% away from it, checked to have no receipt of that minute within 1% or 10 ₽.
 * `nearest` is the receipt of that minute closest to the amount: the first a widened search shows.
 */
export async function farFromEveryReceipt(
  request: APIRequestContext,
  { register, day, receipt }: KnownReceipt,
) {
  const minute = String(receipt.dateTime).slice(11, 16);
  const where = { organizationId: register.orgId, from: day, to: day, time: `${minute}-${minute}` };
  const { items } = await search(request, where);
  for (const factor of [1.07, 0.93, 1.12, 0.88]) {
    const amount = Math.round((Number(receipt.totalSum) * factor) / 100) * 100;
    const tolerance = Math.max(Math.round(amount / 100), 1_000);
    if (items.some((i) => Math.abs(i.totalSum - amount) <= tolerance)) continue;
    const away = (total: number) => Math.abs(total - amount);
    const nearest = [...items].sort((a, b) => away(a.totalSum) - away(b.totalSum))[0]!;
    return { query: { ...where, amount: String(amount / 100) }, amount, nearest };
  }
  throw new Error(`every amount near ${receipt.totalSum} is within 1% of a receipt at ${minute}`);
}
