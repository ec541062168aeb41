import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublishedOperator } from '@/e2e/published-operator.mjs';
import type { OfdConnection } from '@/lib/ofd/client';
import { EndlessPagingError } from '@/lib/ofd/errors';
import { fetchByPeriodDay, maxPagesPerDay } from './by-period-day';
import {
  chunkOf,
  contractContext,
  CONTRACT_RNM,
  dayOf,
  describePublishedContract,
  rawPage,
  scenarioOf,
  type OperatorUnderTest,
} from '../testing/published-contract';

// The dashboard's day reader against the stand-in operator that pages as published
// (e2e/published-operator.mjs), over real HTTP on loopback: the shared contract suite, then what
// only a stand-in can be made to do (the endings seen in the wild, a cursor that never settles).

const credentials = {
  apiKeyHeader: 'X-Vendor-Ofd-ApiKey',
  apiKey: 'contract-key',
  sessionId: 'sid-1',
};
const operator = createPublishedOperator(credentials);
const seen: string[] = [];
let server: Server;
let target: OperatorUnderTest;

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (!operator.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const connection: OfdConnection = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ...credentials,
  };
  target = {
    connection,
    seed: async (scenario) => operator.seed(scenario),
    add: async (orgId, rnm, documents) => operator.add(orgId, rnm, documents ?? []),
  };
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);
beforeEach(() => {
  operator.clear();
  seen.length = 0;
});

describePublishedContract('the stand-in operator', () => target);

const read = (limit?: number) =>
  fetchByPeriodDay(contractContext, { connection: target.connection, limit })(
    chunkOf('2024-09-17'),
    new AbortController().signal,
  );
const offsets = () => seen.map((url) => new URL(url, 'http://x').searchParams.get('offset'));

describe('the day reader against the stand-in', () => {
  it('asks the first page without offset and sends each cursor back verbatim, encoded once', async () => {
    await target.seed(scenarioOf(dayOf(2500)));
    await read();
    const sent = offsets();
    expect(sent[0]).toBeNull();
    expect(sent).toHaveLength(4); // three pages and the empty one that ends the loop
    // The raw query carries base64's `=` as %3D, not %253D (encoded twice).
    const raw = seen.slice(1).map((url) => url.slice(url.indexOf('offset=') + 7).split('&')[0]!);
    for (const [i, text] of raw.entries()) {
      expect(text).not.toContain('%25');
      expect(decodeURIComponent(text)).toBe(sent[i + 1]);
    }
    expect(raw.some((text) => text.includes('%3D'))).toBe(true);
  });

  it('answers a short page that is not the last when types filters what a page scanned', async () => {
    await target.seed(scenarioOf(dayOf(95)));
    const first = await rawPage(target, { types: 'openShift', limit: '20' });
    // Twenty documents scanned, two of them shift openings: the reader must not stop here.
    expect(first.documents.map((d) => Object.values(d as object)[0].fiscalDocumentNumber)).toEqual([
      10, 20,
    ]);
    expect(first.paging?.nextOffset).toEqual(expect.any(String));
  });

  it.each(['null', 'missing'] as const)('ends on a %s nextOffset', async (ending) => {
    operator.setEnding(ending);
    await target.seed(scenarioOf(dayOf(1500)));
    const day = await read();
    expect(day.documents).toHaveLength(1500);
    expect(seen).toHaveLength(2);
  });

  it('stops a cursor that never settles after a bounded number of pages, saying so', async () => {
    operator.setEnding('endless');
    await target.seed(scenarioOf([]));
    const error = await read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EndlessPagingError);
    expect((error as EndlessPagingError).message).toContain(`${maxPagesPerDay(1000)} pages`);
    expect(seen).toHaveLength(maxPagesPerDay(1000));
    // A thousand loopback round trips: more than the default test time on a busy machine.
  }, 90_000);

  it('reads epoch-time receipts on the wall clock of the register zone, and accounts for another day', async () => {
    const [a, b, c] = dayOf(3) as Record<string, Record<string, unknown>>[];
    const at = (envelope: typeof a, utc: string, extra = {}) => ({
      receipt: { ...envelope!.receipt!, dateTime: Date.parse(utc) / 1000, ...extra },
    });
    await target.seed(
      scenarioOf([
        // 21:30 UTC on the 16th is 00:30 on the 17th in Moscow, the register's zone.
        at(a, '2024-09-16T21:30:00Z'),
        // localDateTime, when sent, is the wall clock.
        at(b, '2024-09-16T20:30:00Z', { localDateTime: '2024-09-17T01:00' }),
      ]),
    );
    const moscow = await read();
    expect(moscow.documents.map((d) => d.dateTime)).toEqual([
      '2024-09-17T00:30:00',
      '2024-09-17T01:00:00',
    ]);
    // The operator files 18:30 UTC by Moscow time (21:30, the 17th); a register in Novosibirsk
    // (UTC+7) wrote it at 01:30 on the 18th: it is counted there, not dropped.
    operator.add(contractContext.organization.id, CONTRACT_RNM, [at(c, '2024-09-17T18:30:00Z')]);
    const novosibirsk = await fetchByPeriodDay(
      { ...contractContext, zone: { name: 'UTC+7', utcOffset: 7, assumed: false } },
      { connection: target.connection },
    )(chunkOf('2024-09-17'), new AbortController().signal);
    expect(novosibirsk.documents.map((d) => d.dateTime)).toEqual([
      '2024-09-17T01:00:00',
      '2024-09-17T04:30:00',
    ]);
    expect(novosibirsk.elsewhere.map((d) => d.dateTime)).toEqual(['2024-09-18T01:30:00']);
  });
});
