import { expect, type APIRequestContext } from './load-aware-test';
import type { ReceiptSearchAnswer } from '../../lib/receipts/contract';
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
