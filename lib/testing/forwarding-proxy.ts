import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A proxy on loopback in front of a test's operator: every request is seen first (to count it, or
// to answer it as another operator would) and the rest is passed on with its headers, so the code
// under test talks real HTTP to what it takes for the operator.

/** Answers the request itself (true) or leaves it to be forwarded (false). */
export type Intercept = (req: IncomingMessage, res: ServerResponse) => boolean;

export async function startForwardingProxy(origin: string, intercept: Intercept = () => false) {
  const server = createServer((req, res) => {
    if (intercept(req, res)) return;
    void (async () => {
      const answer = await fetch(origin + req.url, {
        headers: Object.fromEntries(
          Object.entries(req.headers).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        ),
      });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('content-type') ?? '' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}
