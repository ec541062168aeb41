// The receipt search across an organization's registers for a week (docs/receipt-search.md), as a
// measurement for bench/run.ts to print: the organization with the most registers, the last 7
// days, a rough amount, cold (every day fetched from the operator) and then warm (from the day
// cache), and the cold search's time per register-day searched. Takes a started server
// (bench/server.ts) with a cold day cache, or starts one on a fresh demo world
// (measureReceiptSearchOnDemo); prints nothing itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timedGet } from './measure';
import { startServer, type Server } from './server';

export type ReceiptSearchMeasurement = {
  organizationId: string;
  registers: number;
  days: number;
  found: number;
  coldMs: number;
  warmMs: number;
  /** The cold search's milliseconds per register-day searched. */
  msPerRegisterDay: number;
  /** How many times faster the same search is from the day cache. */
  warmSpeedup: number;
};

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function json<T>(server: Server, path: string): Promise<T> {
  const timed = await timedGet(`${server.baseUrl}${path}`, server.session, true);
  if (timed.status !== 200) throw new Error(`${path}: ${timed.status} ${timed.text ?? ''}`);
  return JSON.parse(timed.text!) as T;
}

export async function measureReceiptSearch(server: Server): Promise<ReceiptSearchMeasurement> {
  const organizations = await json<{ id: string }[]>(server, '/api/organizations');
  const counts = await Promise.all(
    organizations.map(async (o) => ({
      id: o.id,
      registers: (await json<unknown[]>(server, `/api/organizations/${o.id}/cashboxes`)).length,
    })),
  );
  const biggest = counts.reduce((a, b) => (b.registers > a.registers ? b : a));
  const today = new Date();
  const from = dayOf(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6));
  const query = new URLSearchParams({
    organizationId: biggest.id,
    from,
    to: dayOf(today),
    amount: '1670',
  });
  const url = `${server.baseUrl}/api/receipts/search?${query}`;
  const cold = await timedGet(url, server.session, true);
  if (cold.status !== 200) throw new Error(`search: ${cold.status} ${cold.text ?? ''}`);
  const warm = await timedGet(url, server.session, true);
  const answer = JSON.parse(cold.text!) as {
    items: unknown[];
    searched: { registers: number; days: number };
  };
  return {
    organizationId: biggest.id,
    registers: answer.searched.registers,
    days: answer.searched.days,
    found: answer.items.length,
    coldMs: cold.ms,
    warmMs: warm.ms,
    msPerRegisterDay: cold.ms / Math.max(answer.searched.days, 1),
    warmSpeedup: cold.ms / warm.ms,
  };
}

/**
 * The same on the demo world as `npm start` serves it: one process with the built-in service on an
 * empty data directory (its first start makes the demo world), request limits off as in the other
 * rows (the bench asks faster than a person), stopped and removed after.
 */
export async function measureReceiptSearchOnDemo(
  root: string,
  port: number,
): Promise<ReceiptSearchMeasurement> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofd-bench-search-'));
  const server = await startServer(root, dataDir, port, { OFD_RATE_LIMIT_FACTOR: '0' });
  try {
    return await measureReceiptSearch(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
