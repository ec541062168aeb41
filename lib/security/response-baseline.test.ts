import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyResponseBaseline, baselineOptions } from './response-baseline';

// Without an https APP_URL: the CSP still, never HSTS (a browser told so over plain http would
// refuse the console's own http origin).
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    applyResponseBaseline(response, baselineOptions('http://127.0.0.1:3000'));
    if (request.url === '/head-csp') {
      response.writeHead(200, { 'Content-Security-Policy': 'given' }).end();
    } else response.writeHead(400).end('Bad Request');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('applyResponseBaseline', () => {
  it('adds the CSP to an answer without one, and no HSTS over http', async () => {
    const response = await fetch(`${url}/x`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; /);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keeps a CSP passed to writeHead itself, once', async () => {
    const response = await fetch(`${url}/head-csp`);
    expect(response.headers.get('content-security-policy')).toBe('given');
  });
});

describe('baselineOptions', () => {
  it('turns HSTS on for an https public origin only', () => {
    expect(baselineOptions('https://console.example.ru')).toEqual({ hsts: true });
    expect(baselineOptions('HTTPS://console.example.ru')).toEqual({ hsts: true });
    expect(baselineOptions('http://console.example.ru')).toEqual({ hsts: false });
    expect(baselineOptions(undefined)).toEqual({ hsts: false });
  });
});
