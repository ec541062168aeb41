import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { standIn } from '../stand-in-operator.mjs';

// What the mirror specs share (e2e/instances): the stand-in operator behind its own credentials,
// the system Chromium for a project that has no browser of its own, and the wait for an app in
// mirror mode, whose built-in service is off (it is up when its liveness answers).

/** The stand-in operator (e2e/stand-in-operator.mjs), answering only the given key and session. */
export function standInOperator(key: string, session: string): Server {
  return createServer((req, res) => {
    const json = (r: typeof res, status: number, body: unknown) => {
      r.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      r.end(JSON.stringify(body));
    };
    if (
      req.headers['x-vendor-ofd-apikey'] !== key ||
      req.headers.authorization !== `auth.sid ${session}`
    ) {
      return json(res, 401, {
        errorCodeId: 'urn:error:request-parameter:auth-sid:required:access-denied',
      });
    }
    if (!standIn(req, res, json, (send: (list: unknown[]) => void) => send([]))) {
      json(res, 404, { errorCodeId: 'urn:error:path:not-found' });
    }
  });
}

/** Listens on loopback (a free port for 0) and gives the port it got. */
export function listenOn(server: Server, port = 0): Promise<number> {
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

export async function waitUntilLive(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const live = await fetch(`${origin}/api/health/live`).catch(() => null);
    if (live?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not start`);
}

const chromium = findChromium();
/** `test.use(systemChromium)`: the system Chromium, as the other projects use it (playwright.config.ts). */
export const systemChromium = {
  launchOptions: {
    executablePath: chromium && !chromium.bundled ? chromium.path : undefined,
    args: chromiumArgs,
  },
};
