import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { handle, type HandlerOptions } from '../handler';
import type { Store } from '../store/types';

// A real HTTP server around `handle` on 127.0.0.1 (port 0), for tests and benchmarks. The body is
// piped with back-pressure; a client that goes away cancels the stream (and so the store reads).

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers });
}

export async function serve(store: Store, options: HandlerOptions = {}) {
  let origin = '';
  const server = createServer((req, res) => {
    void (async () => {
      const response = await handle(toRequest(req, origin), store, options);
      res.writeHead(response.status, [...response.headers].flat());
      if (!response.body) return void res.end();
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res).catch(() => {
        // the client went away; pipeline has already cancelled the source
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
