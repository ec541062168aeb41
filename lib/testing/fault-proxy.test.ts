import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The fault proxy (e2e/fault-proxy.mjs) sits under every spec in e2e/faults: when it fell over on
// one compressed answer, every later spec failed. Here it faces an upstream that answers the
// organization list (which the proxy reads itself) gzipped, as garbage, and cut short.

let answer: (res: ServerResponse) => void = () => {};
let upstream: Server;
let proxy: ChildProcess;
let proxyUrl = '';

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

beforeAll(async () => {
  upstream = createServer((_req, res) => answer(res)).listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const port = await freePort();
  proxyUrl = `http://127.0.0.1:${port}`;
  proxy = spawn(process.execPath, ['e2e/fault-proxy.mjs'], {
    env: { ...process.env, FAULT_PROXY_PORT: String(port), FAULT_TARGET: target },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(proxy.stdout!, 'data');
});

afterAll(() => {
  proxy.kill();
  upstream.close();
});

const organizations = async () => {
  const response = await fetch(`${proxyUrl}/v2/organizations`, {
    headers: { 'Accept-Encoding': 'gzip' },
  });
  return {
    status: response.status,
    ids: ((await response.json()) as { id: string }[]).map((o) => o.id),
  };
};
const alive = async () => (await fetch(`${proxyUrl}/__fault/health`)).status;

describe('the fault proxy survives any upstream answer', () => {
  it('reads a gzip-compressed list', async () => {
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.end(gzipSync(JSON.stringify([{ id: 'from-the-service' }])));
    };
    const { status, ids } = await organizations();
    expect(status).toBe(200);
    expect(ids[0]).toBe('from-the-service');
    expect(ids.length).toBe(2);
    expect(await alive()).toBe(200);
  });

  it('passes over garbage and a cut connection', async () => {
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('<html>Maintenance</html>');
    };
    expect((await organizations()).ids.length).toBe(1);
    answer = (res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
      res.write(gzipSync(JSON.stringify([{ id: 'x' }])).subarray(0, 12));
      setTimeout(() => res.socket?.destroy(), 20);
    };
    expect((await organizations()).ids.length).toBe(1);
    expect(await alive()).toBe(200);
  });

  it('refuses a garbled mode switch without falling over', async () => {
    const response = await fetch(`${proxyUrl}/__fault/mode`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    expect(await alive()).toBe(200);
  });
});
