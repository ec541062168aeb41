import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, vi } from 'vitest';
import { listenOnLoopback } from './loopback';

// A scriptable operator on loopback (port 0) for client tests: each test sets the handler and
// reads back what arrived, so faults are real sockets, not mocked fetches.

export type FakeHandler = (req: IncomingMessage, res: ServerResponse, index: number) => void;

export type RecordedRequest = { url: string; headers: IncomingMessage['headers']; at: number };

export type FakeUpstream = {
  url: string;
  requests: RecordedRequest[];
  handle: (handler: FakeHandler) => void;
  close: () => Promise<void>;
};

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let handler: FakeHandler = (_req, res) => res.writeHead(500).end();
  const requests: RecordedRequest[] = [];
  const { origin, close } = await listenOnLoopback((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, at: performance.now() });
    handler(req, res, requests.length);
  });
  return {
    url: origin,
    requests,
    handle: (next) => {
      handler = next;
      requests.length = 0;
    },
    close,
  };
}

/**
 * The fake operator of a test file, which lib/env.ts takes for the operator: started before the
 * file's tests with its address and made-up credentials in the environment (lib/env.ts reads them
 * lazily, on the first call), the client's info lines muted, and closed after the tests.
 */
export function setUpFakeOperator(
  name: string,
  handler: FakeHandler,
  env: Record<string, string> = {},
): Pick<FakeUpstream, 'requests' | 'handle'> {
  let upstream: FakeUpstream | undefined;
  beforeAll(async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    upstream = await startFakeUpstream();
    upstream.handle(handler);
    Object.assign(process.env, {
      OFD_BASE_URL: upstream.url,
      OFD_API_KEY: `${name}-test-key`,
      OFD_SESSION_ID: `${name}-test-session`,
      ...env,
    });
  });
  afterAll(() => upstream?.close());
  return {
    get requests() {
      return upstream!.requests;
    },
    handle: (next) => upstream!.handle(next),
  };
}

/** A handler that answers each listed path with its JSON, and any other with the operator's not-found. */
export function answerByPath(
  bodies: Record<string, unknown>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (Object.hasOwn(bodies, path)) sendJson(res, 200, bodies[path]);
    else sendJson(res, 404, { errorCodeId: 'urn:error:documents:document:not-found' });
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
