import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseUnroutableMethods } from './refuse-unroutable-methods';

// Stands in for Next: any request that reaches it is a 500, as TRACE was.
let server: Server;
let port: number;
let reached = 0;
beforeAll(async () => {
  refuseUnroutableMethods();
  server = createServer((_, response) => {
    reached += 1;
    response.writeHead(500).end('Internal Server Error');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(method: string, path: string) {
  return new Promise<{ status: number; type: string; allow: string; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
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

describe('refuseUnroutableMethods', () => {
  it('answers TRACE 405 before the app sees it, in each half’s error format', async () => {
    const service = await send('TRACE', '/v2/organizations');
    expect(service).toMatchObject({ status: 405, allow: 'GET, HEAD' });
    expect(JSON.parse(service.body)).toMatchObject({ errorCode: 405000 });
    const dashboard = await send('TRACE', '/organizations?x=1');
    expect(dashboard).toMatchObject({ status: 405, type: 'application/problem+json' });
    expect(JSON.parse(dashboard.body).instance).toBe('/organizations');
    expect(reached).toBe(0);
  });

  it('passes every other method through', async () => {
    expect((await send('GET', '/')).status).toBe(500);
    expect(reached).toBe(1);
  });
});
