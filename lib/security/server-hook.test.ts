import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { HSTS } from './response-baseline';
import { setKnownActionIds } from './server-actions';
import { serviceRefusal } from '@/lib/service/refusal';
import { installServerHook } from './server-hook';

// Stands in for Next: any request that reaches it is a 500, as TRACE was, with no header of ours
// unless it asks for `?own-csp`.
let server: Server;
let port: number;
let reached = 0;
let seenAddress = '';
beforeAll(async () => {
  // Read once, when the hook is installed, as at the server's start.
  process.env.APP_URL = 'https://console.example.test';
  installServerHook(serviceRefusal);
  setKnownActionIds(['7f00aa']);
  server = createServer((request, response) => {
    reached += 1;
    seenAddress = String(request.headers[CLIENT_ADDRESS_HEADER]);
    if (request.url?.endsWith('?own-csp')) response.setHeader('Content-Security-Policy', 'own');
    response.writeHead(500).end('Internal Server Error');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    type: string;
    allow: string;
    csp: string;
    hsts: string;
    body: string;
  }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          allow: String(res.headers.allow),
          csp: String(res.headers['content-security-policy']),
          hsts: String(res.headers['strict-transport-security']),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
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

  it('answers a path that does not decode 400 itself, in each half’s error format', async () => {
    const before = reached;
    const service = await send('GET', '/v1/%');
    expect(service.status).toBe(400);
    expect(JSON.parse(service.body)).toMatchObject({ errorCodeId: 'urn:error:request:invalid' });
    const dashboard = await send('GET', '/organizations/%E0%A4%A');
    expect(dashboard).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(reached).toBe(before);
  });

  it('answers an unknown server action 404, and lets a known one through', async () => {
    const before = reached;
    const unknown = await send('POST', '/settings/people', { 'Next-Action': '00dead' });
    expect(unknown).toMatchObject({ status: 404, type: 'application/problem+json' });
    expect(JSON.parse(unknown.body).type).toBe('urn:ofd-console:problem:not-found');
    expect(reached).toBe(before);
    expect((await send('POST', '/settings/people', { 'Next-Action': '7f00aa' })).status).toBe(500);
    expect(reached).toBe(before + 1);
  });

  it('puts CSP and, with an https APP_URL, HSTS on every answer, keeping a CSP already set', async () => {
    const answers = [
      await send('GET', '/'),
      await send('TRACE', '/v2/organizations'),
      await send('GET', '/v1/%'),
      await send('POST', '/', { 'Next-Action': '00dead' }),
    ];
    for (const answer of answers) {
      expect(answer.csp).toContain("default-src 'self'");
      expect(answer.csp).toContain("frame-ancestors 'none'");
      expect(answer.hsts).toBe(HSTS);
    }
    expect(Number(/max-age=(\d+)/.exec(HSTS)![1])).toBeGreaterThanOrEqual(31_536_000);
    const own = await send('GET', '/?own-csp');
    expect(own.csp).toBe('own');
    expect(own.hsts).toBe(HSTS);
  });
});
