import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { today } from '@/lib/dates/today';
import { BY_PERIOD, setCopyTables, TICKETS } from '@/lib/documents/server';
import type { LocalAnswer, OperatorCall } from '@/lib/ofd/local-copy';
import { getEnv } from '@/lib/env';
import { buildOfdUrl } from '@/lib/ofd/url';
import {
  handleAs,
  MIRROR_PRINCIPAL,
  type MirrorCursor,
  type MirrorStore,
  type Store,
} from '@/lib/service';
import { createCopyTables } from './copy-tables';
import { daysBetween } from './period';

// The dashboard reads the mirror's copy (docs/mirror.md, "How the dashboard reads the copy"): a
// documents call for register-days the copy holds complete is answered by the built-in service's
// own operation, in-process, as the mirror's integrator (whose grants carry the operator's
// permission windows); any other call, or a day not yet mirrored or found short, goes live.
// While the operator is away, the same operation answers whatever the copy holds: the
// organizations and registers, any day inside the copy's period (short or not), one document and
// the statistics the store counts as it stores; a day outside the period is left to the outage.

/** Days a register's copy is short of, cached until its status changes (the next sync). */
type ShortDays = { stamp: string; days: Set<string> };

const TICKET = `${TICKETS}/{fd}`;
const STATISTICS = '/v2/organizations/{orgId}/cashboxes/{rnm}/statistics/cash-receipt/by-days';
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const RECORDS = new Set([
  '/v2/organizations',
  '/v2/organizations/{orgId}',
  '/v2/organizations/{orgId}/cashboxes',
  '/v2/organizations/{orgId}/cashboxes/{rnm}',
]);
const LONGEST_SPAN_DAYS = 400;

const ORGANIZATIONS = '/v2/organizations';

/**
 * Whether an organization of the copy came from `connection` (undefined: the default one). The
 * copy holds every connection's, each other connection's under `<connection>~<id>`
 * (lib/ofd/connections.ts, docs/mirror-connections.md).
 */
function ownerOf(connection: string | undefined): (orgId: string) => boolean {
  if (connection !== undefined) return (orgId) => orgId.startsWith(`${connection}~`);
  const others = getEnv().connections.map((c) => `${c.name}~`);
  return (orgId) => !others.some((prefix) => orgId.startsWith(prefix));
}

/** The copy's organization list cut to one connection's: each connection lists its own. */
async function onlyOf(response: Response, connection: string | undefined): Promise<Response> {
  const owns = ownerOf(connection);
  const listed = (await response.json()) as { id: string }[];
  return Response.json(listed.filter((org) => owns(org.id)));
}

/** The period a documents call covers (its local date-times), or null for one the copy does not answer. */
function periodOf(call: OperatorCall): { rnm: string; from: string; to: string } | null {
  const rnm = call.params.rnm;
  if (!rnm) return null;
  if (call.path === BY_PERIOD || call.path === TICKETS) {
    const { dateFrom, dateTo } = call.query;
    if (!dateFrom || !dateTo) return null;
    return { rnm, from: dateFrom, to: dateTo };
  }
  // One document by its number: its day is unknown until read; the copy answers if it has it.
  if (call.path === TICKET) return { rnm, from: '', to: '' };
  return null;
}

export function createLocalCopy(store: Store, mirror: MirrorStore, now = () => new Date()) {
  const short = new Map<string, ShortDays>();

  async function shortDays(rnm: string, from: string, stamp: string): Promise<Set<string>> {
    const cached = short.get(rnm);
    if (cached?.stamp === stamp) return cached.days;
    const spans = [
      ...(await mirror.findGaps(rnm, from)),
      ...(await mirror.findShortShifts(rnm, from)),
    ];
    const days = new Set(spans.flatMap((s) => daysBetween(s.from, s.to, LONGEST_SPAN_DAYS)));
    // A day holding a document the copy could not store is not complete in it: read live, it
    // shows that document as the dashboard shows any unreadable one (docs/mirror.md).
    for (const day of await mirror.unreadableDays(rnm, from)) days.add(day);
    short.set(rnm, { stamp, days });
    return days;
  }

  /** Whether these days lie inside the register's copy, whatever the copy holds of them. */
  function inPeriod(cursor: MirrorCursor, from: string, to: string): boolean {
    const start = from.length === 10 ? `${from}T00:00:00` : from;
    const windowDay =
      !cursor.periodFrom.endsWith('T00:00:00') &&
      start.slice(0, 10) === cursor.periodFrom.slice(0, 10);
    // Days before the copy's period, or past its end (tomorrow, UTC), are not in it.
    if (start < cursor.periodFrom && !windowDay) return false;
    return to.slice(0, 10) <= addDays(today(now()), 1);
  }

  /**
   * When the copy holds this period complete (local date-times or calendar dates, both included):
   * the register's last sync to the end; else null. A copy that starts mid-day starts where the
   * permission window opens (period.ts): it holds that whole first day, since the operator sends
   * nothing from before the window either.
   */
  async function completeAsOf(rnm: string, from: string, to: string): Promise<string | null> {
    const status = await mirror.readStatus(rnm);
    const cursor = await mirror.readCursor(rnm);
    if (!status?.syncedUpToUtc || !cursor) return null;
    if (from === '') return status.syncedUpToUtc;
    if (!inPeriod(cursor, from, to)) return null;
    const gaps = await shortDays(rnm, cursor.periodFrom, status.lastAttemptUtc);
    for (const day of daysBetween(from, to, LONGEST_SPAN_DAYS)) if (gaps.has(day)) return null;
    return status.syncedUpToUtc;
  }

  /** The built-in service's answer as the mirror's integrator; null for anything but a 2xx. */
  async function served(
    call: OperatorCall,
    signal: AbortSignal,
    notFound: 'live' | 'answer' = 'live',
  ): Promise<Response | null> {
    const url = buildOfdUrl('http://mirror.invalid/', call.path, call.params, call.query);
    const response = await handleAs(new Request(url, { signal }), store, MIRROR_PRINCIPAL);
    if (response.ok || (notFound === 'answer' && response.status === 404)) return response;
    // Not found in the copy (a number it lacks): the operator may have it.
    await response.body?.cancel();
    return null;
  }

  const answer: LocalAnswer = async (call, signal) => {
    const covered = periodOf(call);
    if (!covered || !(await completeAsOf(covered.rnm, covered.from, covered.to))) return null;
    return served(call, signal);
  };

  /** Whether the copy holds anything for this call, short days included (the operator is away). */
  async function heldAtAll(call: OperatorCall, connection?: string): Promise<boolean> {
    // Nothing synced yet: an empty list from the copy would say the operator has nothing.
    if (RECORDS.has(call.path)) {
      const owns = ownerOf(connection);
      return (await mirror.listStatus()).some((s) => owns(s.organizationId));
    }
    const rnm = call.params.rnm;
    const cursor = rnm ? await mirror.readCursor(rnm) : null;
    if (!cursor) return false;
    if (call.path === TICKET) return true;
    const covered =
      call.path === STATISTICS
        ? { from: call.query.from ?? '', to: call.query.to ?? '' }
        : (periodOf(call) ?? { from: '', to: '' });
    if (!covered.from || !covered.to) return false;
    return inPeriod(cursor, covered.from, covered.to);
  }

  // A number the copy lacks, asked while the operator is away, is "not found" for now: the
  // receipt's neighbours are looked up that way, and the last one of a register has none.
  const answerAway: LocalAnswer = async (call, signal, connection) => {
    if (!(await heldAtAll(call, connection))) return null;
    const response = await served(call, signal, call.path === TICKET ? 'answer' : 'live');
    return response && call.path === ORGANIZATIONS ? onlyOf(response, connection) : response;
  };

  const holds = async (rnm: string, from: string, to: string) =>
    from !== '' && (await completeAsOf(rnm, from, to)) !== null;
  // The documents table of a period the copy holds is read from the store's own tables; they
  // answer only while this copy is the one set for the wire (lib/ofd/local-copy.ts).
  setCopyTables(
    createCopyTables(
      store,
      holds,
      async (rnm) => (await mirror.readStatus(rnm))?.lastAttemptUtc ?? null,
    ),
  );

  /** From the copy's first day to today (its period runs to tomorrow, a shop's clock ahead). */
  const held = async (rnm: string) => {
    const cursor = await mirror.readCursor(rnm);
    if (!cursor) return null;
    const asOfUtc = (await mirror.readStatus(rnm))?.syncedUpToUtc ?? null;
    return { from: cursor.periodFrom.slice(0, 10), to: today(now()), asOfUtc };
  };

  return { answer, holds, answerAway, held, completeAsOf };
}
