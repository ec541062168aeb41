import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers, at: performance.now() });
    handler(req, res, requests.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fake upstream that lib/env.ts takes for the operator: its address and made-up credentials go
 * into the environment, which lib/env.ts reads lazily, on the first call of the file's tests.
 */
export async function startFakeOperator(
  name: string,
  handler: FakeHandler,
  env: Record<string, string> = {},
): Promise<FakeUpstream> {
  const upstream = await startFakeUpstream();
  upstream.handle(handler);
  Object.assign(process.env, {
    OFD_BASE_URL: upstream.url,
    OFD_API_KEY: `${name}-test-key`,
    OFD_SESSION_ID: `${name}-test-session`,
    ...env,
  });
  return upstream;
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
