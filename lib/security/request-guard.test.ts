import { describe, expect, it } from 'vitest';
import { serviceRefusal } from '@/lib/service/refusal';
import { rejectUnservable as reject, unservableAnswer as answer } from './request-guard';

const rejectUnservable = (request: Request) => reject(request, serviceRefusal);
const unservableAnswer = (method: string, path: string) => answer(method, path, serviceRefusal);

const at = (path: string, method = 'GET') => new Request(`http://127.0.0.1${path}`, { method });

describe('rejectUnservable', () => {
  it('lets ordinary requests through', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(rejectUnservable(at('/v2/organizations', method)), method).toBeNull();
      expect(rejectUnservable(at('/organizations/%D0%90', method)), method).toBeNull();
    }
  });

  it('answers TRACE and other unroutable methods 405: operator body on service paths', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK']) {
      const response = unservableAnswer(method, '/v1/integration/inns')!;
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toMatchObject({ errorCode: 405000 });
    }
  });

  it('answers them with problem+json on dashboard paths', async () => {
    for (const path of ['/', '/api/organizations', '/organizations/x']) {
      const response = rejectUnservable(at(path, 'PROPFIND'))!;
      expect(response.status).toBe(405);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(await response.json()).toMatchObject({
        type: 'urn:ofd-console:problem:method-not-allowed',
        status: 405,
      });
    }
  });

  it('answers malformed percent-escapes 400 in each half’s own error format', async () => {
    for (const path of ['/v1/%', '/v2/organizations/%E0%A4%A', '/v2/%C0%AF']) {
      const response = rejectUnservable(at(path))!;
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({
        errorCode: 400000,
        errorCodeId: 'urn:error:request:invalid',
      });
    }
    for (const path of ['/api/organizations/%', '/organizations/%E0%A4%A/cashboxes', '/%ZZ']) {
      const response = rejectUnservable(at(path))!;
      expect(response.status, path).toBe(400);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      const body = await response.json();
      expect(body.type).toBe('urn:ofd-console:problem:invalid-request');
      expect(JSON.stringify(body)).not.toContain('%');
    }
  });
});
