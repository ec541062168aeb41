import { describe, expect, it } from 'vitest';
import { closeStandInsAfterEach, start } from '@/lib/ofd/ofdru/testing/adapter-calls';
import { INN, type StartedOfdRu } from '@/lib/ofd/ofdru/testing/stand-in';
import { connectionPass } from '../testing/connection-pass';
import { harnessPerTest } from '../testing/harness-per-test';
import { sentAt, shortestSpanMs } from '../testing/sent-at';
import { daysBetween } from './period';
import { statusView } from './status';

// An OFD.ru connection copied by day windows (docs/mirror-connections.md), over real HTTP against
// its stand-in (e2e/ofdru-operator.mjs: receipts by day, no cursor), beside the default
// operator's stand-in in the same store.

const startHarness = harnessPerTest();
closeStandInsAfterEach();

/** The morning after the stand-in's last receipts (12 January 2026): that day is still open. */
const NOW = new Date('2026-01-13T10:00:00Z');
const ORG = `ofdru~${INN}`;
/** Twenty days back reach every receipt the stand-in serves (the first on 29 December). */
const BACKFILL = 20;

async function setUp(more: { maxRps?: number; backfillDays?: number } = {}) {
  const h = await startHarness();
  const standIn = await start({ name: 'ofdru' });
  const copy = connectionPass(standIn.connection, h.mirror, {
    now: NOW,
    upstream: h.upstream,
    backfillDays: BACKFILL,
    ...more,
  });
  const registers = standIn.operator.world.organizations[0]!.registers;
  return { h, ...copy, stand: standIn, registers };
}

/** `<rnm> <day>` of every day of receipts the stand-in was asked for since request `from`. */
const receiptDays = (stand: StartedOfdRu, from = 0) =>
  stand.requests
    .slice(from)
    .flatMap((url) => {
      const match = /\/kkt\/(\d+)\/receipts-info\?/.exec(url);
      const day = new URL(url, 'http://x').searchParams.get('dateFrom')?.slice(0, 10);
      return match ? [`${match[1]} ${day}`] : [];
    })
    .sort();

const everyDay = (rnms: string[], from: string, to: string) =>
  rnms.flatMap((rnm) => daysBetween(from, to, 100).map((day) => `${rnm} ${day}`)).sort();

describe('the mirror copies an OFD.ru connection by days', { timeout: 90_000 }, () => {
  it('stores every receipt the stand-in serves on the first pass, each day asked once', async () => {
    const { h, pass, stand, registers, upstream } = await setUp();
    const result = await pass();
    const rnms = registers.map((r) => r.KktRegId);
    expect(result.lines.map((l) => [l.regNumber, l.state])).toEqual(rnms.map((r) => [r, 'ok']));
    for (const register of registers) {
      // A receipt of the register's earlier drive too.
      const held = await h.mirror.countDocuments(register.KktRegId, '2000-01-01T00:00:00');
      expect(held).toBe(register.receipts.length);
    }
    const all = registers.reduce((n, r) => n + r.receipts.length, 0);
    expect(all).toBe(6);
    expect(result.lines.reduce((n, l) => n + (l.result?.stored ?? 0), 0)).toBe(all);
    expect(receiptDays(stand)).toEqual(everyDay(rnms, '2025-12-24', '2026-01-14'));
    // Receipts only: the numbers between them (shift reports, not listed) are no gap, and every
    // day past by the margin is closed.
    expect(result.lines.map((l) => l.result?.gaps)).toEqual([0, 0]);
    expect(await h.mirror.readCursor(rnms[0]!)).toEqual({
      regNumber: rnms[0],
      periodFrom: '2025-12-24T00:00:00',
      cursor: '2026-01-12',
    });
    expect((await h.mirror.readStatus(rnms[0]!))?.organizationId).toBe(ORG);
    expect(upstream.counters.requests).toBe(stand.requests.length);
  });

  it('asks only for the open days on a steady pass, storing nothing twice', async () => {
    const { h, pass, stand, registers } = await setUp();
    await pass();
    const before = stand.requests.length;
    const second = await pass();
    expect(second.lines.map((l) => l.result?.stored)).toEqual([0, 0]);
    const rnms = registers.map((r) => r.KktRegId);
    expect(receiptDays(stand, before)).toEqual(everyDay(rnms, '2026-01-12', '2026-01-14'));
    const held = await Promise.all(
      rnms.map((rnm) => h.mirror.countDocuments(rnm, '2000-01-01T00:00:00')),
    );
    expect(held).toEqual(registers.map((r) => r.receipts.length));
  });

  it('keeps to its own budget of requests per second, log-ins included', async () => {
    const { pass, stand, upstream } = await setUp({ maxRps: 4, backfillDays: 3 });
    let states: string[] = [];
    const times = await sentAt(async () => {
      states = (await pass()).lines.map((l) => l.state);
    });
    expect(states).toEqual(['ok', 'ok']);
    expect(times.length).toBe(stand.requests.length);
    expect(upstream.counters.requests).toBe(times.length);
    // A log-in, the registers and five days of two registers.
    expect(times.length).toBeGreaterThanOrEqual(12);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(shortestSpanMs(times.length, 4));
  });

  it('names the connection in the status, beside the default one', async () => {
    const { h, pass, registers } = await setUp();
    await Promise.all([h.pass(), pass()]);
    const view = statusView(await h.mirror.listStatus(), true, NOW, undefined, [
      { name: null, title: 'Наш оператор' },
      { name: 'ofdru', title: 'ОФД.ру' },
    ]);
    expect(view.connections).toEqual([
      expect.objectContaining({ connection: null, registers: h.world.cashboxes.length }),
      expect.objectContaining({ connection: 'ofdru', title: 'ОФД.ру', registers: 2 }),
    ]);
    for (const register of registers) {
      expect(view.registers.find((r) => r.regNumber === register.KktRegId)).toMatchObject({
        connection: 'ofdru',
        state: 'ok',
        documents: register.receipts.length,
        gaps: 0,
      });
    }
  });
});
