import { DEFAULT_TIME_ZONE } from '../lib/dates/wall-clock';
import { createDayReader } from '../lib/documents/day-reader';
import { createDaySorter } from '../lib/documents/day-sorter';
import type { CachedDocument } from '../lib/documents/cached-document';
import { sortOrder } from '../lib/documents/sort-order';
import { selectionSummary } from '../lib/documents/summary';
import { mapWithLimit } from '../lib/lookup/map-limit';
import { operatorHeaders, ticketsUrl } from './two-process';
import type { BusyRegister } from './world';

// Where the dashboard's time goes on the complete month: the same days it reads, asked of the
// service with the same concurrency (OFD_FETCH_CONCURRENCY's default), in the bench's own process,
// once per stage, each stage adding one step to the one before: the bytes only (the service's own
// serialization and the transfer), then JSON parsing, then the dashboard's reading of each
// document (readCachedDocument and the day sorter), then merging the days and summarizing them
// (the summary and one sort of the whole month). Each stage's cost is its wall time less the one
// before; figures of one run only (docs/benchmarks.md).

export type Stage = 'bytes' | 'parse' | 'read';
export type Breakdown = Record<Stage, number> & { merge: number; documents: number };

const CONCURRENCY = 4;
const PAGE = 1000;
const zone = { name: DEFAULT_TIME_ZONE, assumed: false };

/** One GET; a connection the server closed as it was reused (keep-alive) is asked again once. */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url, { headers: operatorHeaders });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, { headers: operatorHeaders });
  }
}

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`);) {
    days.push(d.toISOString().slice(0, 10));
    d = new Date(d.getTime() + 86_400_000);
  }
  return days.reverse(); // the dashboard reads the newest day first
}

async function byPeriodDay(base: string, reg: BusyRegister, day: string, stage: Stage) {
  const sorter = createDaySorter({ rnm: reg.rnm, drive: reg.drive, day, zone, allDrives: true });
  let offset: string | undefined;
  for (;;) {
    const query = new URLSearchParams({
      dateFrom: `${day}T00:00:00`,
      dateTo: `${day}T23:59:59`,
      limit: String(PAGE),
    });
    if (offset !== undefined) query.set('offset', offset);
    const url = `${base}/v2/organizations/${reg.orgId}/cashboxes/${reg.rnm}/documents/by-period?${query}`;
    const response = await get(url);
    if (!response.ok) throw new Error(`by-period answered ${response.status}`);
    const text = await response.text();
    if (stage === 'bytes') {
      // The cursor without parsing the page: it is the body's last string.
      const next = /"nextOffset":"([^"]*)"\}\}$/.exec(text)?.[1];
      if (next === undefined || next === offset) break;
      offset = next;
      continue;
    }
    const page = JSON.parse(text) as { documents: unknown[]; paging?: { nextOffset?: string } };
    if (stage === 'read') for (const element of page.documents) sorter.take(element);
    const next = page.paging?.nextOffset;
    if (next === undefined || next === offset) break;
    offset = next;
  }
  return sorter.end().documents;
}

async function* chunksOf(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
}

async function ticketsDay(base: string, reg: BusyRegister, day: string, stage: Stage) {
  const response = await get(ticketsUrl(base, reg, day, day));
  if (!response.ok) throw new Error(`tickets answered ${response.status}`);
  if (stage === 'bytes') {
    for await (const chunk of chunksOf(response.body!)) void chunk;
    return [];
  }
  if (stage === 'parse') {
    JSON.parse(await response.text());
    return [];
  }
  const reader = createDayReader({ rnm: reg.rnm, drive: reg.drive, day, zone });
  for await (const chunk of chunksOf(response.body!)) reader.push(chunk);
  return reader.end().documents;
}

async function pass(base: string, reg: BusyRegister, way: 'by-period' | 'tickets', stage: Stage) {
  const started = performance.now();
  const read = way === 'by-period' ? byPeriodDay : ticketsDay;
  const days = await mapWithLimit(daysOf(reg.from, reg.to), CONCURRENCY, (day) =>
    read(base, reg, day, stage),
  );
  return { ms: performance.now() - started, documents: days.flat() };
}

/** The month through one way of reading days, stage by stage (see the comment above). */
export async function breakdown(
  base: string,
  reg: BusyRegister,
  way: 'by-period' | 'tickets',
): Promise<Breakdown> {
  const bytes = await pass(base, reg, way, 'bytes');
  const parse = await pass(base, reg, way, 'parse');
  const read = await pass(base, reg, way, 'read');
  const started = performance.now();
  const month: CachedDocument[] = read.documents;
  selectionSummary(month);
  sortOrder(month, 'totalSum');
  const merge = performance.now() - started;
  return {
    bytes: bytes.ms,
    parse: parse.ms,
    read: read.ms,
    merge,
    documents: month.length,
  };
}
