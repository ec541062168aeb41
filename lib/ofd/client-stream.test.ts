import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '@/lib/testing/fake-upstream';
import { ofdFailure } from '@/lib/testing/ofd-failure';
import { ofdGetStream, type OfdClientOptions } from './client';
import { BadResponseError, ForbiddenError, UnavailableError } from './errors';

// ofdGetStream against a real socket on loopback: the body reaches the consumer chunk by chunk,
// with ofdGet's deadline, idle timer, size cap, retries and typed errors.

let upstream: FakeUpstream;
beforeAll(async () => (upstream = await startFakeUpstream()));
afterAll(() => upstream.close());

// Timers far longer than any answer here, even on a machine at a load of 20: only the test of a
// stalled body asks for short ones.
function options(extra: OfdClientOptions = {}): OfdClientOptions {
  return {
    connection: { baseUrl: upstream.url, apiKey: 'k', sessionId: 's', apiKeyHeader: 'X-Key' },
    deadlineMs: 20_000,
    headersTimeoutMs: 5_000,
    idleTimeoutMs: 5_000,
    backoffBaseMs: 5,
    backoffCapMs: 10,
    log: () => {},
    ...extra,
  };
}

/** Collects what the consumer saw: the chunks, as text. */
const collect = (extra?: OfdClientOptions) =>
  ofdGetStream(
    {
      path: '/v1/tickets',
      async consume(body) {
        const chunks: string[] = [];
        for await (const chunk of body) chunks.push(Buffer.from(chunk).toString());
        return chunks;
      },
    },
    options(extra),
  );

describe('ofdGetStream', () => {
  it('hands the body over as it arrives', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[1,');
      setTimeout(() => res.end('2]'), 30);
    });
    const chunks = await collect();
    expect(chunks.join('')).toBe('[1,2]');
    expect(chunks.length).toBeGreaterThan(1);
  });

  it('starts over when a try is cut off mid-body, and keeps only the good try', async () => {
    upstream.handle((_req, res, index) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (index === 1) {
        res.write('[1,');
        setTimeout(() => res.socket?.destroy(), 20);
      } else res.end('[1,2,3]');
    });
    expect((await collect()).join('')).toBe('[1,2,3]');
    expect(upstream.requests).toHaveLength(2);
  });

  it('times out a stalled body after retrying', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[1,');
    });
    const error = await ofdFailure(
      collect({ maxAttempts: 2, idleTimeoutMs: 150, headersTimeoutMs: 150, deadlineMs: 2_000 }),
    );
    expect(error).toBeInstanceOf(UnavailableError);
    expect(upstream.requests).toHaveLength(2);
  });

  it('does not retry what the consumer refuses', async () => {
    upstream.handle((_req, res) => res.writeHead(200).end('<html>'));
    const error = await ofdFailure(
      ofdGetStream(
        {
          path: '/v1/tickets',
          consume: async () => {
            throw new BadResponseError('not-json');
          },
        },
        options(),
      ),
    );
    expect(error).toBeInstanceOf(BadResponseError);
    expect(upstream.requests).toHaveLength(1);
  });

  it('maps an error status like ofdGet and never calls the consumer', async () => {
    upstream.handle((_req, res) =>
      res
        .writeHead(403, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errorCodeId: 'urn:error:access-to:cashboxdocuments:forbidden' })),
    );
    let called = false;
    const error = await ofdFailure(
      ofdGetStream(
        {
          path: '/v1/tickets',
          consume: async () => {
            called = true;
          },
        },
        options(),
      ),
    );
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(called).toBe(false);
  });

  it('refuses a body beyond the size cap', async () => {
    upstream.handle((_req, res) => res.writeHead(200).end(`[${'1,'.repeat(500)}1]`));
    const error = await ofdFailure(collect({ maxBodyBytes: 100 }));
    expect(error).toBeInstanceOf(BadResponseError);
    expect((error as BadResponseError).reason).toBe('too-large');
  });

  it('stops when the caller aborts', async () => {
    upstream.handle((_req, res) => {
      res.writeHead(200);
      res.write('[');
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const started = Date.now();
    await ofdFailure(
      collect({ signal: controller.signal, idleTimeoutMs: 1_000, deadlineMs: 5_000 }),
    );
    expect(Date.now() - started).toBeLessThan(900);
  });
});
