import { DEFAULT_TIME_ZONE } from '../lib/dates/wall-clock';
import { createDaySorter } from '../lib/documents/server/day-sorter';
import type { CachedDocument } from '../lib/documents/contract/cached-document';
import { sortOrder } from '../lib/documents/server/sort-order';
import { selectionSummary } from '../lib/documents/server/summary';
import { mapWithLimit } from '../lib/lookup/map-limit';
import { operatorHeaders, ticketsUrl } from './two-process';
import type { BusyRegister } from './world';

// Where the dashboard's time goes on the complete month: the same days it reads, asked of the
// service with the same concurrency (OFD_FETCH_CONCURRENCY's default), in the bench's own process,
// in one pass. The pass's wall time is the whole; inside it, the synchronous steps the dashboard
// adds to the bytes are timed apart: JSON parsing, the reading of each document
// (readCachedDocument and the day sorter), and after the pass merging the days and summarizing
// them (the summary and one sort of the whole month). What is left of the wall time is the
// service's own work and the transfer. A `tickets` day is parsed whole here (the dashboard parses
// it as it arrives, on a parser thread), so its steps are attributed the same way. A by-period
// day asks for each page after reading the one before, as the dashboard does; `ahead` asks for
// the next page before reading the page in hand instead, for the bench's comparison row (it was
// slower: docs/month-pipeline.md).

export type Breakdown = {
  wall: number;
  parse: number;
  read: number;
  merge: number;
  documents: number;
};

const CONCURRENCY = 4;
const PAGE = 1000;
const zone = { name: DEFAULT_TIME_ZONE, assumed: false };

type Clock = { parse: number; read: number };

function timed<T>(clock: Clock, step: keyof Clock, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    clock[step] += performance.now() - started;
  }
}

/** One GET read whole; a connection the server reset (a reused keep-alive one) is asked again once. */
async function getBody<T>(
  url: string,
  what: string,
  read: (r: Response) => Promise<T>,
  headers: Record<string, string> = operatorHeaders,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { headers });
      if (!response.ok) throw new Error(`${what} answered ${response.status}`);
      return await read(response);
    } catch (error) {
      if (!(error instanceof TypeError) || attempt === 2) throw error;
    }
  }
}

const getText = (url: string, what: string) => getBody(url, what, (r) => r.text());

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days.reverse(); // the dashboard reads the newest day first
}

function byPeriodUrl(base: string, reg: BusyRegister, day: string, offset: string | undefined) {
  const query = new URLSearchParams({
    dateFrom: `${day}T00:00:00`,
    dateTo: `${day}T23:59:59`,
    limit: String(PAGE),
  });
  if (offset !== undefined) query.set('offset', offset);
  return `${base}/v2/organizations/${reg.orgId}/cashboxes/${reg.rnm}/documents/by-period?${query}`;
}

async function byPeriodDay(
  base: string,
  reg: BusyRegister,
  day: string,
  clock: Clock,
  ahead = false,
) {
  const sorter = createDaySorter({ rnm: reg.rnm, drive: reg.drive, day, zone, allDrives: true });
  const ask = (offset: string | undefined) => {
    const text = getText(byPeriodUrl(base, reg, day, offset), 'by-period');
    text.catch(() => {}); // awaited below
    return text;
  };
  let offset: string | undefined;
  let asked = ask(undefined);
  for (;;) {
    const text = await asked;
    const page = timed(clock, 'parse', () => JSON.parse(text)) as {
      documents: unknown[];
      paging?: { nextOffset?: string };
    };
    const next = page.paging?.nextOffset;
    const more = next !== undefined && next !== offset;
    // The comparison's way: the next page is asked for before this one is read.
    if (more && ahead) asked = ask(next);
    timed(clock, 'read', () => page.documents.forEach((element) => sorter.take(element)));
    if (!more) break;
    if (!ahead) asked = ask(next);
    offset = next;
  }
  return timed(clock, 'read', () => sorter.end().documents);
}

async function ticketsDay(base: string, reg: BusyRegister, day: string, clock: Clock) {
  const text = await getText(ticketsUrl(base, reg, day, day), 'tickets');
  const elements = timed(clock, 'parse', () => JSON.parse(text)) as unknown[];
  return timed(clock, 'read', () => {
    const sorter = createDaySorter({ rnm: reg.rnm, drive: reg.drive, day, zone });
    for (const element of elements) sorter.take(element);
    return sorter.end().documents;
  });
}

/** The month through one way of reading days, in one pass (see the comment above). */
export async function breakdown(
  base: string,
  reg: BusyRegister,
  way: 'by-period' | 'tickets',
  /** by-period only: true asks each next page before reading the one in hand (for comparison). */
  ahead = false,
): Promise<Breakdown> {
  const clock: Clock = { parse: 0, read: 0 };
  const read =
    way === 'by-period'
      ? (b: string, r: BusyRegister, d: string, c: Clock) => byPeriodDay(b, r, d, c, ahead)
      : ticketsDay;
  const started = performance.now();
  const days = await mapWithLimit(daysOf(reg.from, reg.to), CONCURRENCY, (day) =>
    read(base, reg, day, clock),
  );
  const wall = performance.now() - started;
  const mergeStarted = performance.now();
  const month: CachedDocument[] = days.flat();
  selectionSummary(month);
  sortOrder(month, 'totalSum');
  const merge = performance.now() - mergeStarted;
  return { wall, parse: clock.parse, read: clock.read, merge, documents: month.length };
}

/** The cursor at the end of a by-period page (`"paging":{"nextOffset":"…"}}`), found unparsed. */
function tailCursor(bytes: ArrayBuffer): string | undefined {
  const tail = Buffer.from(bytes, Math.max(0, bytes.byteLength - 8192)).toString('utf8');
  return /"paging":\{"nextOffset":("(?:[^"\\]|\\.)*")\}\}\s*$/.exec(tail)?.[1] as
    string | undefined;
}

/** Wall time of the month's requests, how many there were and the bytes they brought. */
export type Straight = { wall: number; requests: number; bytes: number };

/**
 * The month's days asked of the service as the dashboard asks them (the same concurrency, by-period
 * page after page by its cursor), each body read as bytes and never parsed: the operator's own
 * time for the dashboard's requests plus the transfer, the part of a pass the dashboard cannot cut.
 */
export async function straightFromService(
  base: string,
  reg: BusyRegister,
  way: 'by-period' | 'tickets',
  headers: Record<string, string> = operatorHeaders,
  concurrency = CONCURRENCY,
): Promise<Straight> {
  let requests = 0;
  let bytes = 0;
  const get = async (url: string) => {
    const body = await getBody(url, way, (r) => r.arrayBuffer(), headers);
    requests += 1;
    bytes += body.byteLength;
    return body;
  };
  const started = performance.now();
  await mapWithLimit(daysOf(reg.from, reg.to), concurrency, async (day) => {
    if (way === 'tickets') return void (await get(ticketsUrl(base, reg, day, day)));
    let offset: string | undefined;
    for (;;) {
      const quoted = tailCursor(await get(byPeriodUrl(base, reg, day, offset)));
      const next = quoted === undefined ? undefined : (JSON.parse(quoted) as string);
      if (next === undefined || next === offset) return;
      offset = next;
    }
  });
  return { wall: performance.now() - started, requests, bytes };
}
