import 'server-only';
import { addDays } from '@/lib/dates/calendar';
import type { MirrorRegister } from '@/lib/service';
import { daysBetween } from './period';
import {
  beginSync,
  count,
  knowDrives,
  shortDays,
  toDocuments,
  type RegisterResult,
  type SyncContext,
} from './sync-register';
import type { AdapterUpstream } from './adapter-upstream';
import { PAGE_LIMIT } from './wire';

// One register of a connection without a cursor (Taxcom: shifts and document lists by drive and
// date; OFD.ru: receipts by day; docs/mirror-connections.md), copied by day windows. Each day
// from the period's start to tomorrow is read whole; a day is closed once it is past by a margin
// and the copy holds as many of its documents as the operator lists. The saved cursor is the first
// day not closed: every later pass reads from there on, so a steady pass re-reads only the open
// days. A day the FD gap or shift checks find short opens again, where the kind's lists hold every
// document (adapter-upstream.ts); a list of receipts only is checked by its counts alone.

const BY_PERIOD = '/v2/organizations/{orgId}/cashboxes/{rnm}/documents/by-period';
/** Late documents still reach the operator this long after their day ended. */
const CLOSE_AFTER_MS = 24 * 3_600_000;
/** The widest period (OFD_MIRROR_BACKFILL_DAYS is at most 3660) and tomorrow. */
const MAX_DAYS = 3662;
/** A day whose pages never end is cut off here instead of looping forever. */
const MAX_PAGES = 1_000;

export type DaySyncContext = Omit<SyncContext, 'upstream' | 'rereads' | 'rereadEveryMs'> & {
  upstream: AdapterUpstream;
};

const ownId = (organizationId: string) => organizationId.slice(organizationId.indexOf('~') + 1);

/** Whether the shop's day is over, with the margin late documents take, at `now`. */
const pastMargin = (day: string, now: Date) =>
  now.getTime() >= Date.parse(`${addDays(day, 1)}T00:00:00Z`) + CLOSE_AFTER_MS;

export async function syncByDays(
  ctx: DaySyncContext,
  register: MirrorRegister,
): Promise<RegisterResult | null> {
  const begun = await beginSync(ctx, register);
  if (!begun) return null;
  const { zoned, saved, period, result } = begun;
  const rnm = register.regNumber;
  const firstOpen = period.cursor ?? period.from.slice(0, 10);
  let closedUpTo = firstOpen;
  let short = 0;
  for (const day of daysBetween(firstOpen, period.to, MAX_DAYS)) {
    const from = `${day}T00:00:00` < period.from ? period.from : `${day}T00:00:00`;
    const to = `${day}T23:59:59` > period.to ? period.to : `${day}T23:59:59`;
    const params = { orgId: ownId(register.organizationId), rnm };
    let listed = 0;
    let offset: string | null = null;
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      const query: Record<string, string> = { dateFrom: from, dateTo: to, limit: `${PAGE_LIMIT}` };
      if (offset !== null) query.offset = offset;
      const page = (await ctx.upstream.call(BY_PERIOD, params, query)) as {
        documents: unknown[];
        paging?: { nextOffset?: string };
      };
      result.pages += 1;
      const docs = await toDocuments(zoned, rnm, page.documents, result);
      listed += docs.length;
      await knowDrives(ctx, register, docs);
      count(await ctx.mirror.ingest(docs), result);
      const next = page.paging?.nextOffset ?? null;
      if (next === null || next === offset) break;
      offset = next;
    }
    const held =
      (await ctx.mirror.countDocuments(rnm, `${day}T00:00:00`)) -
      (await ctx.mirror.countDocuments(rnm, `${addDays(day, 1)}T00:00:00`));
    if (held < listed) short += 1;
    const closed = held >= listed && pastMargin(day, ctx.now);
    if (closed && closedUpTo === day) closedUpTo = addDays(day, 1);
  }
  // A day the checks find short is open again, however long ago it ended. A list of receipts
  // only leaves every shift report's number as a gap and has no closing report to count by.
  const [gaps, shortOnes] = ctx.upstream.listsEveryDocument
    ? await shortDays(ctx, rnm, period.from)
    : [0, []];
  for (const day of shortOnes) if (day < closedUpTo) closedUpTo = day;
  result.gaps = gaps + short;
  const cursor = { regNumber: rnm, periodFrom: period.from, cursor: closedUpTo };
  if (saved?.periodFrom !== cursor.periodFrom || saved.cursor !== cursor.cursor) {
    await ctx.mirror.commitPage([], cursor);
  }
  return result;
}
