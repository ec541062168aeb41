import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

// A test's own server on loopback, at a port the system picks, so that files running at once never
// meet; closing it cuts its open connections first, or a client's kept-alive socket would hold
// the close until it timed out.

export async function listenOnLoopback(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
