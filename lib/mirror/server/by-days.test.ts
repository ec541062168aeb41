import { afterEach, describe, expect, it } from 'vitest';
import {
  DAYS,
  INN,
  RNM,
  startTaxcomStandIn,
  type StartedStandIn,
} from '@/lib/ofd/taxcom/testing/stand-in';
import { connectionPass } from '../testing/connection-pass';
import { harnessPerTest } from '../testing/harness-per-test';
import type { MirrorHarness } from '../testing/mirror-harness';
import { statusView } from './status';

// A Taxcom connection copied by day windows (docs/mirror-connections.md), over real HTTP
// against its stand-in, beside the default operator's stand-in in the same store.

const startHarness = harnessPerTest();
let taxcom: StartedStandIn | undefined;
afterEach(async () => {
  await taxcom?.close();
  taxcom = undefined;
});

/** The stand-in's own clock: the morning after its last day. */
const TAXCOM_NOW = new Date('2024-03-07T10:00:00Z');
const ORG = `tx~${INN}`;

async function setUp() {
  const h = await startHarness();
  taxcom = await startTaxcomStandIn(undefined, 'tx');
  const { upstream, pass } = connectionPass(taxcom.connection, h.mirror, {
    now: TAXCOM_NOW,
    upstream: h.upstream,
  });
  return { h, upstream, pass, stand: taxcom };
}

/** The days the stand-in was asked for shifts of since `from` (each window widened by a day). */
const shiftDays = (stand: StartedStandIn, from: number) =>
  [
    ...new Set(
      stand.operator.calls
        .slice(from)
        .filter((c) => c.includes('/ShiftList?') && !c.includes('begin=2017'))
        .map((c) => new URL(c.split(' ')[1]!, 'http://x').searchParams.get('begin')!.slice(0, 10)),
    ),
  ].sort();

const storedOf = (h: MirrorHarness) => h.mirror.countDocuments(RNM, '2000-01-01T00:00:00');

describe('the mirror copies a Taxcom connection by days', { timeout: 90_000 }, () => {
  it('stores every document on the first pass, under the connection it came from', async () => {
    const { h, pass, stand, upstream } = await setUp();
    const result = await pass();
    expect(result.lines).toEqual([expect.objectContaining({ regNumber: RNM, state: 'ok' })]);
    const all = stand.operator.world.documents.length;
    expect(all).toBe(DAYS.length * 5);
    expect(await storedOf(h)).toBe(all);
    expect(result.lines[0]!.result).toMatchObject({ stored: all, gaps: 0 });
    // Every day of the period, tomorrow included, was read.
    expect(shiftDays(stand, 0)).toEqual([
      '2024-03-03',
      '2024-03-04',
      '2024-03-05',
      '2024-03-06',
      '2024-03-07',
    ]);
    // The days past by the margin and whole are closed: the next pass starts at the first open one.
    expect(await h.mirror.readCursor(RNM)).toEqual({
      regNumber: RNM,
      periodFrom: '2024-03-04T00:00:00',
      cursor: '2024-03-06',
    });
    expect((await h.mirror.readStatus(RNM))?.organizationId).toBe(ORG);
    expect(upstream.counters.requests).toBeGreaterThan(0);
  });

  it('re-reads only the open days on a steady pass, storing nothing twice', async () => {
    const { h, pass, stand } = await setUp();
    await pass();
    const before = stand.operator.calls.length;
    const second = await pass();
    expect(second.lines[0]!.result).toMatchObject({ stored: 0, gaps: 0 });
    // 03-06 and on: the shift windows begin a day earlier.
    expect(shiftDays(stand, before)).toEqual(['2024-03-05', '2024-03-06', '2024-03-07']);
    expect(await storedOf(h)).toBe(stand.operator.world.documents.length);
  });

  it('reopens a closed day the copy finds short, and fills it', async () => {
    const { h, pass, stand } = await setUp();
    // The first day's receipts of one drive are not listed yet: the day is short by FD numbers.
    const world = stand.operator.world;
    const late = world.documents.filter((d) => d.local.startsWith(DAYS[0]!) && d.type === 3);
    world.documents = world.documents.filter((d) => !late.includes(d) || d === late[0]);
    await pass();
    expect((await h.mirror.readCursor(RNM))?.cursor).toBe(DAYS[0]);
    world.documents.push(...late.slice(1));
    const filled = await pass();
    expect(filled.lines[0]!.result).toMatchObject({ stored: late.length - 1, gaps: 0 });
    expect((await h.mirror.readCursor(RNM))?.cursor).toBe('2024-03-06');
  });

  it('leaves the other connection alone when Taxcom is down, and names each in the status', async () => {
    const { h, pass, stand } = await setUp();
    await pass();
    stand.operator.fail({ status: 503, times: 10_000 });
    const [other, own] = await Promise.allSettled([h.pass(), pass()]);
    expect(other.status === 'fulfilled' && other.value.lines.every((l) => l.error === null)).toBe(
      true,
    );
    // As for the default operator away: the pass fails (logged by the scheduler), statuses untouched.
    expect(own).toMatchObject({ status: 'rejected', reason: { message: 'tx: unavailable' } });
    // Its documents fail on their own: that register's status says so.
    stand.operator.recover();
    stand.operator.fail({ status: 503, times: 10_000, path: /ShiftList|DocumentList/ });
    expect((await pass()).lines).toEqual([
      expect.objectContaining({ regNumber: RNM, state: 'error', error: 'tx: unavailable' }),
    ]);
    const view = statusView(await h.mirror.listStatus(), true, TAXCOM_NOW, undefined, [
      { name: null, title: 'Наш оператор' },
      { name: 'tx', title: 'Такском' },
    ]);
    expect(view.connections).toEqual([
      expect.objectContaining({ connection: null, registers: h.world.cashboxes.length }),
      expect.objectContaining({ connection: 'tx', title: 'Такском', registers: 1 }),
    ]);
    expect(view.registers.find((r) => r.regNumber === RNM)).toMatchObject({
      connection: 'tx',
      state: 'error',
      // Its first pass's copy still stands.
      syncedUpToUtc: TAXCOM_NOW.toISOString(),
    });
  });
});
