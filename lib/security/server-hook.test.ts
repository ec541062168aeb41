import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { installServerHook } from './server-hook';

// Stands in for Next: any request that reaches it is a 500, as TRACE was.
let server: Server;
let port: number;
let reached = 0;
let seenAddress = '';
beforeAll(async () => {
  installServerHook();
  server = createServer((request, response) => {
    reached += 1;
    seenAddress = String(request.headers[CLIENT_ADDRESS_HEADER]);
    response.writeHead(500).end('Internal Server Error');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; allow: string; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type']),
            allow: String(res.headers.allow),
            body,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('installServerHook', () => {
  it('answers TRACE 405 before the app sees it, in each half’s error format', async () => {
    const service = await send('TRACE', '/v2/organizations');
    expect(service).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(JSON.parse(service.body)).toMatchObject({ errorCode: 405000 });
    const dashboard = await send('TRACE', '/organizations?x=1');
    expect(dashboard).toMatchObject({ status: 405, type: 'application/problem+json' });
    expect(JSON.parse(dashboard.body).instance).toBe('/organizations');
    expect(reached).toBe(0);
  });

  it('passes every other method through, stamped with the address the connection came from', async () => {
    expect((await send('GET', '/', { [CLIENT_ADDRESS_HEADER]: '10.9.8.7' })).status).toBe(500);
    expect(reached).toBe(1);
    // Whatever the client claims under that header is overwritten.
    expect(seenAddress).toBe('127.0.0.1');
    // With no proxy trusted (TRUST_PROXY_HOPS unset), X-Forwarded-For is not believed either.
    await send('GET', '/', { 'X-Forwarded-For': '10.9.8.7, 10.9.8.6' });
    expect(seenAddress).toBe('127.0.0.1');
  });
});
