import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createPublishedOperator } from '@/e2e/published-operator.mjs';
import { fetchByPeriodDay } from './by-period-day.server';
import { chunkOf, contractContext, dayOf, scenarioOf } from './testing/published-contract';

// The day reader asks for the next page before it reads the page in hand, so the operator
// produces one while the dashboard reads the other. The order of asking and reading is taken
// from the calls themselves (the operator's call and the day sorter, wrapped), against the
// stand-in that pages as published, over real HTTP.

const events: string[] = [];

vi.mock('@/lib/operator/call', async (actual) => {
  const real = await actual<typeof import('@/lib/operator/call')>();
  return {
    ...real,
    operatorGet: ((request, options) => {
      events.push(`ask ${request.query?.offset === undefined ? 'first' : 'next'}`);
      return real.operatorGet(request, options);
    }) as typeof real.operatorGet,
  };
});

vi.mock('./day-sorter', async (actual) => {
  const real = await actual<typeof import('./day-sorter')>();
  return {
    ...real,
    createDaySorter: ((job) => {
      const sorter = real.createDaySorter(job);
      return {
        ...sorter,
        take(element: unknown) {
          if (events.at(-1) !== 'read') events.push('read');
          sorter.take(element);
        },
      };
    }) as typeof real.createDaySorter,
  };
});

const credentials = { apiKeyHeader: 'X-Vendor-Ofd-ApiKey', apiKey: 'k', sessionId: 's' };
const operator = createPublishedOperator(credentials);
let server: Server;
let baseUrl = '';

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  server = createServer((req, res) => {
    if (!operator.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

it('asks for each next page before reading the page in hand, and reads every document once', async () => {
  operator.seed(scenarioOf(dayOf(2500)));
  const day = await fetchByPeriodDay(contractContext, {
    connection: { baseUrl, ...credentials },
  })(chunkOf('2024-09-17'), new AbortController().signal);
  expect(day.documents).toHaveLength(2500);
  expect(new Set(day.documents.map((d) => d.fiscalDocumentNumber)).size).toBe(2500);
  // Three full pages and the empty one that ends the loop: each page's reading comes after the
  // request for the page after it.
  expect(events).toEqual(['ask first', 'ask next', 'read', 'ask next', 'read', 'ask next', 'read']);
});
