import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { sendJson, startFakeUpstream, type FakeUpstream } from '@/lib/testing/fake-upstream';
import type { OfdConnection } from '@/lib/ofd/client';
import { fetchByPeriodDay } from './by-period-day';
import type { DayChunk } from './day-chunks';
import { preferPaging } from './day-fetcher';
import type { RegisterContext } from './register';
import { fetchTicketsDay } from './tickets-day';

// The day fetcher against a stub operator on loopback: paging through `documents/by-period` when
// it answers, `tickets` when it answers 404, and that choice remembered per operator.

const ORG = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const RNM = '0000000003065868';
const FN = '7281440500751551';
const OTHER_FN = '9999078860700001';
const DAY = '2024-09-17';
const chunk: DayChunk = { day: DAY, from: `${DAY}T00:00:00`, to: `${DAY}T23:59:59` };
const register = {
  organization: { id: ORG, inn: '7707083893' },
  register: { regNumber: RNM },
  driveNumber: FN,
  zone: { name: 'UTC+3', utcOffset: 3, assumed: false },
} as RegisterContext;

function shift(fd: number, drive = FN) {
  const time = String(fd % 60).padStart(2, '0');
  return {
    openShift: {
      ...EXAMPLES.openShift.spec,
      fiscalDocumentNumber: fd,
      fiscalDriveNumber: drive,
      dateTime: `${DAY}T09:00:${time}`,
    },
  };
}

/** 2,500 documents of FN and 3 of another drive, in pages of the limit asked for. */
const ALL = [
  ...Array.from({ length: 2500 }, (_, i) => shift(i + 1)),
  ...[1, 2, 3].map((i) => shift(3000 + i, OTHER_FN)),
];

function operator(paging: boolean) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.endsWith('/documents/by-period')) {
      if (!paging) return sendJson(res, 404, { errorCodeId: 'urn:error:not-found' });
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const documents = ALL.slice(offset, offset + limit);
      const more = documents.length === limit;
      return sendJson(res, 200, { documents, paging: more ? { nextOffset: offset + limit } : {} });
    }
    if (url.pathname.endsWith('/tickets')) return sendJson(res, 200, ALL.slice(0, 2500));
    sendJson(res, 404, { errorCodeId: 'urn:error:not-found' });
  };
}

let paged: FakeUpstream;
let unpaged: FakeUpstream;
const connection = (upstream: FakeUpstream): OfdConnection => ({
  baseUrl: upstream.url,
  apiKey: 'k',
  sessionId: 's',
  apiKeyHeader: 'X-Vendor-Ofd-ApiKey',
});
const fetchers = (upstream: FakeUpstream) => ({
  paged: fetchByPeriodDay(register, { connection: connection(upstream) }),
  tickets: fetchTicketsDay(register, connection(upstream)),
});

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  process.env.OFD_PARSE_WORKERS = '0';
  [paged, unpaged] = await Promise.all([startFakeUpstream(), startFakeUpstream()]);
  paged.handle(operator(true));
  unpaged.handle(operator(false));
});
afterAll(() => Promise.all([paged.close(), unpaged.close()]));

describe('reading a day', () => {
  it('follows the nextOffset cursor of documents/by-period and never asks tickets', async () => {
    const fetchDay = preferPaging(paged.url, fetchers(paged));
    const result = await fetchDay(chunk, new AbortController().signal);
    expect(result.documents).toHaveLength(2500);
    expect(result.unreadable).toEqual([]);
    expect(result.otherDrives.map((d) => [d.drive, d.fiscalDocumentNumber])).toEqual([
      [OTHER_FN, 3001],
      [OTHER_FN, 3002],
      [OTHER_FN, 3003],
    ]);
    const paths = paged.requests.map((r) => new URL(r.url, 'http://x'));
    expect(paths.every((u) => u.pathname.endsWith('/documents/by-period'))).toBe(true);
    // An older operator's numeric cursor is sent back as its text; the first page has none.
    expect(paths.map((u) => u.searchParams.get('offset'))).toEqual([null, '1000', '2000']);
    expect(paths[0]!.searchParams.get('dateFrom')).toBe(`${DAY}T00:00:00`);
    expect(paths[0]!.searchParams.get('dateTo')).toBe(`${DAY}T23:59:59`);
  });

  it('falls back to tickets on 404 and remembers it for that operator', async () => {
    const fetchDay = preferPaging(unpaged.url, fetchers(unpaged));
    const first = await fetchDay(chunk, new AbortController().signal);
    expect(first.documents).toHaveLength(2500);
    const second = await fetchDay(chunk, new AbortController().signal);
    expect(second.documents).toHaveLength(2500);
    const paths = unpaged.requests.map((r) => new URL(r.url, 'http://x').pathname);
    expect(paths.filter((p) => p.endsWith('/documents/by-period'))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith('/tickets'))).toHaveLength(2);
    // The other operator still pages.
    paged.requests.length = 0;
    await preferPaging(paged.url, fetchers(paged))(chunk, new AbortController().signal);
    expect(paged.requests.every((r) => r.url.includes('/documents/by-period'))).toBe(true);
  });

  it('does not take a 404 that tickets shares as "no paging"', async () => {
    const missing = await startFakeUpstream();
    missing.handle((_req, res) => sendJson(res, 404, { errorCodeId: 'urn:error:not-found' }));
    const fetchDay = preferPaging(missing.url, fetchers(missing));
    await expect(fetchDay(chunk, new AbortController().signal)).rejects.toThrow();
    await expect(fetchDay(chunk, new AbortController().signal)).rejects.toThrow();
    const byPeriod = missing.requests.filter((r) => r.url.includes('/documents/by-period'));
    expect(byPeriod.length).toBeGreaterThanOrEqual(2);
    await missing.close();
  });
});
