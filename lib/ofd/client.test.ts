import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { LogFields } from '@/lib/log';
import { sendJson, startFakeUpstream, type FakeUpstream } from '@/lib/testing/fake-upstream';
import { ofdFailure } from '@/lib/testing/ofd-failure';
import { ofdGet, type OfdClientOptions } from './client';
import {
  BadResponseError,
  CredentialsRejectedError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnavailableError,
} from './errors';
import { rnmSchema } from './ids';

// The client against a real socket on loopback. Timers are far longer than any answer here, even on
// a machine at a load of 20; the tests of timeouts ask for short ones, so the file runs in seconds.

const API_KEY = 'test-key-5b1f0c7e-secret';
const SESSION = 'test-session-91d2a4-secret';
const HEADER = 'X-Test-Ofd-ApiKey';

const itemSchema = z.object({ id: z.string(), regNumber: rnmSchema });
const listSchema = z.array(itemSchema);

let upstream: FakeUpstream;
let other: FakeUpstream;
const logged: { level: string; event: string; fields: LogFields }[] = [];

function options(extra: OfdClientOptions = {}): OfdClientOptions {
  return {
    connection: {
      baseUrl: upstream.url,
      apiKey: API_KEY,
      sessionId: SESSION,
      apiKeyHeader: HEADER,
    },
    deadlineMs: 20_000,
    headersTimeoutMs: 5_000,
    idleTimeoutMs: 5_000,
    backoffBaseMs: 10,
    backoffCapMs: 20,
    correlationId: 'corr-1',
    log: (level, event, fields) => logged.push({ level, event, fields }),
    ...extra,
  };
}

/** Timers short enough for a test of timing out to end quickly. */
const SHORT_TIMERS: OfdClientOptions = {
  deadlineMs: 2_000,
  headersTimeoutMs: 150,
  idleTimeoutMs: 150,
};

const list = (extra?: OfdClientOptions) =>
  ofdGet({ path: '/v2/organizations', schema: listSchema }, options(extra));

const operatorError = (errorCodeId: string, errorCode: number) => ({
  errorCodeId,
  errorCode,
  moreInfo: 'https://docs.example/errors',
  userMessage: { ru: 'Текст оператора', en: 'UPSTREAM-TEXT-must-not-leak' },
});

beforeAll(async () => {
  upstream = await startFakeUpstream();
  other = await startFakeUpstream();
});
afterAll(async () => {
  await upstream.close();
  await other.close();
});
beforeEach(() => other.handle((_req, res) => sendJson(res, 200, [])));

describe('ofdGet on a healthy upstream', () => {
  it('sends the configured credentials and parses the body', async () => {
    upstream.handle((_req, res) =>
      sendJson(res, 200, [{ id: 'a', regNumber: '0000000003065868' }]),
    );
    await expect(list()).resolves.toEqual([{ id: 'a', regNumber: '0000000003065868' }]);
    const [request] = upstream.requests;
    expect(request?.headers[HEADER.toLowerCase()]).toBe(API_KEY);
    expect(request?.headers.authorization).toBe(`auth.sid ${SESSION}`);
    expect(request?.headers['x-request-id']).toBe('corr-1');
  });

  it('trims padded identifiers', async () => {
    upstream.handle((_req, res) =>
      sendJson(res, 200, [{ id: 'a', regNumber: '0000000003065868    ' }]),
    );
    const [item] = await list();
    expect(item?.regNumber).toBe('0000000003065868');
  });

  it('accepts an empty body as an empty list, and as "not found" for a single object', async () => {
    upstream.handle((_req, res) => res.writeHead(200).end());
    await expect(list()).resolves.toEqual([]);
    const one = ofdGet(
      { path: '/v2/organizations/{id}', params: { id: 'x' }, schema: itemSchema },
      options(),
    );
    expect(await ofdFailure(one)).toBeInstanceOf(NotFoundError);
  });

  it('encodes path parts and sends the query', async () => {
    upstream.handle((_req, res) => sendJson(res, 200, []));
    await ofdGet(
      {
        path: '/v1/inns/{inn}/tickets',
        params: { inn: 'a b/c?' },
        query: { dateFrom: '2024-01-02' },
        schema: listSchema,
      },
      options(),
    );
    expect(upstream.requests[0]?.url).toBe('/v1/inns/a%20b%2Fc%3F/tickets?dateFrom=2024-01-02');
  });

  it('refuses a dot segment that would change the path', async () => {
    await expect(
      ofdGet(
        { path: '/v2/organizations/{id}/cashboxes', params: { id: '..' }, schema: listSchema },
        options(),
      ),
    ).rejects.toThrow(TypeError);
  });
});

describe('ofdGet on a failing upstream', () => {
  it('gives up on slow headers after three timed-out tries', async () => {
    upstream.handle(() => {}); // never answers
    const error = await ofdFailure(list(SHORT_TIMERS));
    expect(error).toBeInstanceOf(UnavailableError);
    expect((error as UnavailableError).reason).toBe('timeout');
    expect(upstream.requests).toHaveLength(3);
  });

  it('stops at the total deadline even with tries left', async () => {
    upstream.handle(() => {});
    const error = await ofdFailure(list({ deadlineMs: 200, headersTimeoutMs: 1_000 }));
    expect((error as UnavailableError).reason).toBe('timeout');
    expect(upstream.requests).toHaveLength(1);
  });

  it('times out a stalled body', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"id":"a",');
    });
    const error = await ofdFailure(list(SHORT_TIMERS));
    expect((error as UnavailableError).reason).toBe('timeout');
    expect(upstream.requests).toHaveLength(3);
  });

  it('treats a connection cut mid-body as a network failure and retries', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '500' });
      res.write('[{"id":"a","regNumber":"00000');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    const error = await ofdFailure(list());
    expect((error as UnavailableError).reason).toBe('network');
    expect(upstream.requests).toHaveLength(3);
  });

  it('treats a reset connection as a network failure and recovers when it stops', async () => {
    upstream.handle((req, res, index) => {
      if (index === 1) req.socket.resetAndDestroy();
      else sendJson(res, 200, []);
    });
    await expect(list()).resolves.toEqual([]);
    expect(upstream.requests).toHaveLength(2);
  });

  it('refuses an HTML body without retrying', async () => {
    upstream.handle((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Login</body></html>'),
    );
    const error = await ofdFailure(list());
    expect(error).toBeInstanceOf(BadResponseError);
    expect((error as BadResponseError).reason).toBe('not-json');
    expect(upstream.requests).toHaveLength(1);
  });

  it('refuses a body of the wrong shape', async () => {
    upstream.handle((_req, res) => sendJson(res, 200, { organizations: [] }));
    const error = await ofdFailure(list());
    expect((error as BadResponseError).reason).toBe('shape');
  });

  it.each([
    ['urn:error:request-parameter:auth-sid:required:access-denied', 401002, 'session'],
    ['urn:error:request-parameter:apikey:unknown:access-denied', 401003, 'key'],
  ])('maps a 401 %s to rejected credentials', async (code, number, reason) => {
    upstream.handle((_req, res) => sendJson(res, 401, operatorError(code, number)));
    const error = await ofdFailure(list());
    expect(error).toBeInstanceOf(CredentialsRejectedError);
    expect((error as CredentialsRejectedError).reason).toBe(reason);
    expect(error.errorCodeId).toBe(code);
    expect(error.message).not.toContain('UPSTREAM-TEXT');
    expect(upstream.requests).toHaveLength(1);
  });

  it('maps a refused period (403) to forbidden, a bare 403 too', async () => {
    upstream.handle((_req, res) =>
      sendJson(res, 403, operatorError('urn:error:access-to:cashboxdocuments:forbidden', 403000)),
    );
    expect(await ofdFailure(list())).toBeInstanceOf(ForbiddenError);
    upstream.handle((_req, res) => res.writeHead(403).end());
    expect(await ofdFailure(list())).toBeInstanceOf(ForbiddenError);
  });

  it.each([
    ['urn:error:organization:not-found', 404, 404000],
    // Unknown and not-granted look alike upstream (tenant isolation): both are "not yours".
    ['urn:error:access-to:organization:forbidden', 403, 403003],
    ['urn:error:access-to:cashbox:forbidden', 403, 403002],
  ])('maps %s (%i) to not found', async (code, status, number) => {
    upstream.handle((_req, res) => sendJson(res, status, operatorError(code, number)));
    const notFound = await ofdFailure(list());
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound.upstreamStatus).toBe(status);
    expect(upstream.requests).toHaveLength(1);
  });

  it('takes an HTML 404 for a wrong base URL, not for a missing resource', async () => {
    upstream.handle((_req, res) =>
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>'),
    );
    expect((await ofdFailure(list())) as BadResponseError).toMatchObject({ reason: 'not-json' });
  });

  it('honours Retry-After on a 429', async () => {
    upstream.handle((_req, res, index) =>
      index === 1 ? sendJson(res, 429, {}, { 'Retry-After': '1' }) : sendJson(res, 200, []),
    );
    await expect(list()).resolves.toEqual([]);
    const [first, second] = upstream.requests;
    // A lower bound only: the client must not come back before the operator allowed it.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
  });

  it('fails as rate limited when Retry-After exceeds what it may wait', async () => {
    upstream.handle((_req, res) => sendJson(res, 429, {}, { 'Retry-After': '120' }));
    const error = await ofdFailure(list());
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(120);
    expect(upstream.requests).toHaveLength(1);
  });

  it('retries a 500 and returns the later success', async () => {
    upstream.handle((_req, res, index) =>
      index === 1
        ? sendJson(res, 500, {})
        : sendJson(res, 200, [{ id: 'b', regNumber: '1234567890123456' }]),
    );
    await expect(list()).resolves.toHaveLength(1);
    expect(upstream.requests).toHaveLength(2);
  });

  it('gives up after three 500s', async () => {
    upstream.handle((_req, res) => sendJson(res, 500, {}));
    const error = await ofdFailure(list());
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.upstreamStatus).toBe(500);
    expect(upstream.requests).toHaveLength(3);
  });

  it.each([408, 502, 503, 504])('retries %i', async (status) => {
    upstream.handle((_req, res, index) =>
      index < 3 ? sendJson(res, status, {}) : sendJson(res, 200, []),
    );
    await expect(list()).resolves.toEqual([]);
    expect(upstream.requests).toHaveLength(3);
  });

  it.each([400, 501])('does not retry %i', async (status) => {
    upstream.handle((_req, res) => sendJson(res, status, {}));
    await ofdFailure(list());
    expect(upstream.requests).toHaveLength(1);
  });

  it('does not follow a 302 to another host', async () => {
    upstream.handle((_req, res) =>
      res.writeHead(302, { Location: `${other.url}/v2/organizations` }).end(),
    );
    const error = await ofdFailure(list());
    expect((error as BadResponseError).reason).toBe('redirect');
    expect(other.requests).toHaveLength(0);
    expect(upstream.requests).toHaveLength(1);
  });

  it('refuses a body above the size cap', async () => {
    upstream.handle((_req, res) => sendJson(res, 200, [{ id: 'x'.repeat(2_000), regNumber: '1' }]));
    const error = await ofdFailure(list({ maxBodyBytes: 1_000 }));
    expect((error as BadResponseError).reason).toBe('too-large');
  });
});

describe('logging', () => {
  it('logs each try with its template, status and correlation id, and never a secret', async () => {
    const from = logged.length;
    upstream.handle((_req, res, index) =>
      index === 1 ? sendJson(res, 503, {}) : sendJson(res, 200, []),
    );
    await ofdGet(
      { path: '/v2/organizations/{orgId}', params: { orgId: 'org-42' }, schema: listSchema },
      options(),
    );
    const lines = logged.slice(from);
    expect(
      lines.map((line) => [line.fields.attempt, line.fields.status, line.fields.path]),
    ).toEqual([
      [1, 503, '/v2/organizations/{orgId}'],
      [2, 200, '/v2/organizations/{orgId}'],
    ]);
    expect(lines.every((line) => line.fields.correlationId === 'corr-1')).toBe(true);
  });

  // Last in the file: every case above logged its tries, with the secrets on the wire each time.
  it('never wrote the key or the session into any line logged by the cases above', () => {
    expect(logged.length).toBeGreaterThan(40);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain(SESSION);
    expect(text).not.toContain('UPSTREAM-TEXT');
  });
});
