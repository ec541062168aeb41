import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/load-aware-test';

// Requests no route can serve answer 4xx in each half's own error format, never a 500.

test('malformed percent-escapes answer 400: operator body on service paths', async ({
  request,
}) => {
  for (const path of ['/v1/%', '/v2/organizations/%E0%A4%A']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json()).toMatchObject({ errorCodeId: 'urn:error:request:invalid' });
  }
});

test('malformed percent-escapes answer 400 with problem+json on dashboard paths', async ({
  request,
}) => {
  for (const path of ['/api/organizations/%', '/organizations/%E0%A4%A/cashboxes', '/%']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type']).toBe('application/problem+json');
    expect((await response.json()).type).toBe('urn:ofd-console:problem:invalid-request');
  }
});

/** Raw HTTP: Playwright's and fetch's clients refuse to send TRACE. */
function send(baseURL: string, method: string, path: string) {
  const url = new URL(path, baseURL);
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('TRACE and other unsupported methods answer 405', async ({ baseURL }) => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const service = await send(baseURL!, method, '/v2/organizations');
    expect(service.status, method).toBe(405);
    expect(JSON.parse(service.body)).toMatchObject({ errorCode: 405000 });
    for (const path of ['/', '/api/organizations']) {
      const dashboard = await send(baseURL!, method, path);
      expect(dashboard.status, `${method} ${path}`).toBe(405);
      expect(dashboard.type).toBe('application/problem+json');
    }
  }
});
