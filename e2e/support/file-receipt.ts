import { test } from './load-aware-test';
import { recentReceipt, type Register } from './documents-world';

// The specs whose tests all open the same register and one of its receipts (its page, its document
// page, addresses made from them) find the receipt once, before the file's first test.

export type FileReceipt = { register: Register; drive: string; fd: number };

/**
 * A receipt of the last `days` days on the open register's current drive, found before the
 * calling file's tests: its fields are there once they run.
 */
export function recentReceiptForFile(days: number): FileReceipt {
  const found = {} as FileReceipt;
  test.beforeAll(async ({ request }) => {
    const { register, drive, receipt } = await recentReceipt(request, days);
    Object.assign(found, { register, drive, fd: receipt.fiscalDocumentNumber });
  });
  return found;
}
