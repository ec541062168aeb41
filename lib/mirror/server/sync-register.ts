import 'server-only';
import { DEFAULT_TIME_ZONE, registerTimeZone, type RegisterTimeZone } from '@/lib/dates/wall-clock';
import type {
  MirrorRegister,
  MirrorCursor,
  MirrorStatus,
  MirrorStore,
  IngestDocument,
  IngestOutcome,
} from '@/lib/service';
import { daysBetween, syncPeriod } from './period';
import { sortPage } from './storable';
import { readPage } from './wire';
import type { Upstream } from './upstream';

// One register's sync (docs/mirror.md): follow the operator's cursor from where it was saved,
// committing each page's documents together with the cursor after them, then check the copy for
// completeness and re-read the days where it falls short.

/** A cursor that never settles is cut off here instead of looping forever. */
const MAX_PAGES = 10_000;
/** Days re-read in one pass; the rest wait for the next. */
const MAX_REREAD_DAYS = 3;

export type SyncContext = {
  upstream: Upstream;
  mirror: MirrorStore;
  backfillDays: number;
  now: Date;
  /** Register and day → when it was last re-read, so an unfillable gap is not re-read each pass. */
  rereads: Map<string, number>;
  rereadEveryMs: number;
  /** The zone of registers whose address names no region (OFD_DEFAULT_TIME_ZONE, lib/env.ts). */
  defaultTimeZone?: string;
};

export type RegisterResult = {
  regNumber: string;
  pages: number;
  received: number;
  stored: number;
  conflicts: number;
  /** Refused by the store itself. */
  rejected: number;
  /** Kept as unreadable records: they could not be stored at all (storable.ts). */
  unreadable: number;
  rereadDays: string[];
  gaps: number;
  /**
   * Nothing came and nothing was stored since the last completed check, which found the copy
   * whole: the checks were not run again, and the status keeps its figures (pass.ts).
   */
  unchanged: boolean;
};

export type Tally = Pick<
  RegisterResult,
  'received' | 'stored' | 'conflicts' | 'rejected' | 'unreadable'
>;

/**
 * Documents converted and stored at a time. A page (up to 1,000) is written in slices whose
 * envelopes are let go as they are stored, so that the parsed page, its rows and their JSON text
 * are never all alive at once (docs/mirror-sizing.md, "Memory"); the cursor goes with the last
 * slice.
 */
const SLICE = 100;

/** One slice of a page → the documents to store; the unreadable ones are kept first (storable.ts). */
export async function toDocuments(
  ctx: Pick<SyncContext, 'mirror' | 'now'> & { zone: RegisterTimeZone },
  rnm: string,
  elements: unknown[],
  tally: Tally,
): Promise<IngestDocument[]> {
  tally.received += elements.length;
  const { documents, unreadable } = sortPage(elements, rnm, ctx.zone, ctx.now);
  // Before the page's cursor moves past them: a crash in between re-reads them, and they are
  // kept once (keyed by register and raw text).
  if (unreadable.length > 0) {
    await ctx.mirror.recordUnreadable(unreadable);
    tally.unreadable += unreadable.length;
  }
  return documents;
}

/** The register's zone, as the dashboard reads its documents (lib/documents/server/register.ts). */
function zoneOf(
  ctx: Pick<SyncContext, 'defaultTimeZone'>,
  register: MirrorRegister,
): RegisterTimeZone {
  const current = [...register.addresses].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return registerTimeZone(current.at(-1)?.address, ctx.defaultTimeZone ?? DEFAULT_TIME_ZONE);
}

export function count(outcomes: IngestOutcome[], tally: Tally) {
  for (const o of outcomes) {
    if (o.status === 'stored') tally.stored += 1;
    else if (o.status === 'conflict') tally.conflicts += 1;
    else if (o.status === 'rejected') tally.rejected += 1;
  }
}

/** A drive that first shows up in documents is added to the register before they are stored. */
export async function knowDrives(
  ctx: Pick<SyncContext, 'mirror'>,
  register: MirrorRegister,
  docs: IngestDocument[],
) {
  const known = new Set(register.fiscalDrives.map((d) => d.fiscalDriveNumber));
  const fresh = docs.filter(
    (d) => d.regNumber === register.regNumber && !known.has(d.fiscalDriveNumber),
  );
  if (fresh.length === 0) return;
  for (const d of fresh) {
    if (known.has(d.fiscalDriveNumber)) continue;
    known.add(d.fiscalDriveNumber);
    register.fiscalDrives.push({ fiscalDriveNumber: d.fiscalDriveNumber, installedAt: d.dateTime });
  }
  await ctx.mirror.upsertRegistry({ organizations: [], cashboxes: [register] });
}

/**
 * A register's sync begun, whichever way it reads (by cursor here, by days in sync-by-days.ts):
 * the period to copy from the saved cursor, null when there is none, and a tally at nought; a
 * period started over forgets the last "synced up to" before the first page.
 */
export async function beginSync<
  C extends Pick<SyncContext, 'mirror' | 'backfillDays' | 'now' | 'defaultTimeZone'>,
>(ctx: C, register: MirrorRegister) {
  const rnm = register.regNumber;
  const zoned = { ...ctx, zone: zoneOf(ctx, register) };
  const saved = await ctx.mirror.readCursor(rnm);
  const period = syncPeriod(register, saved, ctx.backfillDays, ctx.now);
  if (!period) return null;
  if (saved && period.cursor === null) await forgetSyncedUpTo(ctx.mirror, rnm);
  const result: RegisterResult = {
    regNumber: rnm,
    pages: 0,
    received: 0,
    stored: 0,
    conflicts: 0,
    rejected: 0,
    unreadable: 0,
    rereadDays: [],
    gaps: 0,
    unchanged: false,
  };
  return { zoned, saved, period, result };
}

export async function syncRegister(
  ctx: SyncContext,
  register: MirrorRegister,
  /** The register's status as the last sync left it (read under its lock by pass.ts). */
  previous: MirrorStatus | null = null,
): Promise<RegisterResult | null> {
  const begun = await beginSync(ctx, register);
  if (!begun) return null;
  const { zoned, saved, period, result } = begun;
  const rnm = register.regNumber;
  const where = { organizationId: register.organizationId, rnm, from: period.from, to: period.to };
  let offset = period.cursor;
  let committed: MirrorCursor | null = saved;
  for (;;) {
    if (result.pages >= MAX_PAGES)
      throw new Error(`the cursor did not settle in ${MAX_PAGES} pages`);
    const page = await readPage(ctx.upstream, where, offset);
    result.pages += 1;
    // The end, as published: no cursor, or the one sent back unchanged.
    const next = page.nextOffset ?? offset;
    const cursor = { regNumber: rnm, periodFrom: period.from, cursor: next };
    while (page.documents.length > SLICE) {
      const docs = await toDocuments(zoned, rnm, page.documents.splice(0, SLICE), result);
      await knowDrives(ctx, register, docs);
      count(await ctx.mirror.ingest(docs), result);
    }
    const docs = await toDocuments(zoned, rnm, page.documents.splice(0), result);
    await knowDrives(ctx, register, docs);
    // An empty page that leaves the saved cursor where it is has nothing to commit: the steady
    // state of a quiet register costs no write (docs/mirror-sizing.md).
    if (docs.length > 0 || !sameCursor(committed, cursor)) {
      count(await ctx.mirror.commitPage(docs, cursor), result);
      committed = cursor;
    }
    if (page.nextOffset === null || page.nextOffset === offset) break;
    offset = page.nextOffset;
  }
  if (await unchangedSince(ctx, previous, committed, result)) result.unchanged = true;
  else await completeness(zoned, register, period.from, result);
  return result;
}

const sameCursor = (a: MirrorCursor | null, b: MirrorCursor) =>
  a !== null && a.periodFrom === b.periodFrom && a.cursor === b.cursor;

/**
 * Whether the copy is as the last completed check left it: that check found nothing short, no
 * document came in this sync, and the register holds as many documents of the same period as the
 * check counted (a sync that stored pages and then failed or was killed leaves a different count
 * or a state other than ok). Then the checks, whose cost grows with the period's documents, would
 * find what they found before.
 */
async function unchangedSince(
  ctx: SyncContext,
  previous: MirrorStatus | null,
  cursor: MirrorCursor | null,
  result: RegisterResult,
): Promise<boolean> {
  if (!previous || previous.state !== 'ok' || previous.gaps > 0 || result.received > 0) {
    return false;
  }
  if (!cursor) return false;
  return (
    (await ctx.mirror.countDocuments(cursor.regNumber, cursor.periodFrom)) === previous.documents
  );
}

/**
 * A period started over (a longer backfill, a moved window) is copied anew from its start: until
 * it reaches the end, the last "synced up to" no longer vouches for it, and the dashboard reads
 * the register live (local-copy.ts) instead of from a copy half-way through its first days.
 */
async function forgetSyncedUpTo(mirror: MirrorStore, rnm: string) {
  const status = await mirror.readStatus(rnm);
  if (status?.syncedUpToUtc) await mirror.saveStatus({ ...status, syncedUpToUtc: null });
}

export async function shortDays(
  ctx: Pick<SyncContext, 'mirror'>,
  rnm: string,
  from: string,
): Promise<[number, string[]]> {
  const gaps = await ctx.mirror.findGaps(rnm, from);
  const shifts = await ctx.mirror.findShortShifts(rnm, from);
  const days = new Set<string>();
  for (const span of [...gaps, ...shifts]) {
    for (const day of daysBetween(span.from, span.to, MAX_REREAD_DAYS)) days.add(day);
  }
  return [gaps.length + shifts.length, [...days].sort()];
}

async function completeness(
  ctx: SyncContext & { zone: RegisterTimeZone },
  register: MirrorRegister,
  from: string,
  result: RegisterResult,
) {
  const rnm = register.regNumber;
  const [, days] = await shortDays(ctx, rnm, from);
  const now = ctx.now.getTime();
  const due = days.filter(
    (d) => now - (ctx.rereads.get(`${rnm}/${d}`) ?? -Infinity) >= ctx.rereadEveryMs,
  );
  for (const day of due.slice(0, MAX_REREAD_DAYS)) {
    ctx.rereads.set(`${rnm}/${day}`, now);
    result.rereadDays.push(day);
    const where = {
      organizationId: register.organizationId,
      rnm,
      from: `${day}T00:00:00` < from ? from : `${day}T00:00:00`,
      to: `${day}T23:59:59`,
    };
    let offset: string | null = null;
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      const page = await readPage(ctx.upstream, where, offset);
      while (page.documents.length > 0) {
        const docs = await toDocuments(ctx, rnm, page.documents.splice(0, SLICE), result);
        await knowDrives(ctx, register, docs);
        count(await ctx.mirror.ingest(docs), result);
      }
      if (page.nextOffset === null || page.nextOffset === offset) break;
      offset = page.nextOffset;
    }
  }
  [result.gaps] = await shortDays(ctx, rnm, from);
}
