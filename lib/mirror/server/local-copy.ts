import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import { today } from '@/lib/dates/today';
import { BY_PERIOD } from '@/lib/documents/by-period-day.server';
import { TICKETS } from '@/lib/documents/tickets-day';
import type { LocalAnswer, OperatorCall } from '@/lib/ofd/local-copy';
import { buildOfdUrl } from '@/lib/ofd/url';
import { handleAs, MIRROR_PRINCIPAL, type MirrorStore, type Store } from '@/lib/service';
import { daysBetween } from './period';

// The dashboard reads the mirror's copy (docs/mirror.md, "How the dashboard reads the copy"): a
// documents call for register-days the copy holds complete is answered by the built-in service's
// own operation, in-process, as the mirror's integrator (whose grants carry the operator's
// permission windows); any other call, or a day not yet mirrored or found short, goes live.

/** Days a register's copy is short of, cached until its status changes (the next sync). */
type ShortDays = { stamp: string; days: Set<string> };

const TICKET = `${TICKETS}/{fd}`;
const LONGEST_SPAN_DAYS = 400;

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
    const start = from.length === 10 ? `${from}T00:00:00` : from;
    const windowDay =
      !cursor.periodFrom.endsWith('T00:00:00') &&
      start.slice(0, 10) === cursor.periodFrom.slice(0, 10);
    // Days before the copy's period, or past its end (tomorrow, UTC), are not in it.
    if (start < cursor.periodFrom && !windowDay) return null;
    if (to.slice(0, 10) > addDays(today(now()), 1)) return null;
    const gaps = await shortDays(rnm, cursor.periodFrom, status.lastAttemptUtc);
    for (const day of daysBetween(from, to, LONGEST_SPAN_DAYS)) if (gaps.has(day)) return null;
    return status.syncedUpToUtc;
  }

  const answer: LocalAnswer = async (call, signal) => {
    const covered = periodOf(call);
    if (!covered || !(await completeAsOf(covered.rnm, covered.from, covered.to))) return null;
    const url = buildOfdUrl('http://mirror.invalid/', call.path, call.params, call.query);
    const response = await handleAs(new Request(url, { signal }), store, MIRROR_PRINCIPAL);
    if (response.ok) return response;
    // Not found in the copy (a number it lacks): the operator may have it.
    await response.body?.cancel();
    return null;
  };

  const holds = async (rnm: string, from: string, to: string) =>
    from !== '' && (await completeAsOf(rnm, from, to)) !== null;

  return { answer, holds, completeAsOf };
}
