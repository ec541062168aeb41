import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { endOfDay, startOfDay } from '@/lib/dates/local-date-time';
import { A1_WINDOW, DRIVE, ORG_A, REG, fixtureWorld } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

const service = setUpService();

const TICKETS = `/v1/integration/inns/${ORG_A.inn}/kkts/${REG.a1}/fss/${DRIVE.a1New}/tickets`;

describe('protocol', () => {
  it('answers unknown paths with 404 and the error body, before asking for credentials', async () => {
    for (const path of [
      '/v2',
      '/v2/organisations',
      '/v1/integration/inns',
      `${TICKETS}/1/extra`,
      '/v3/organizations',
    ]) {
      const { status, body, headers } = await service.json(path, 'none');
      expect(status, path).toBe(404);
      expect(body).toMatchObject({
        errorCodeId: expect.stringMatching(/^urn:error:/),
        userMessage: { ru: expect.any(String), en: expect.any(String) },
      });
      expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
  });

  it('answers a path whose percent-escapes do not decode with 400, not 404 or 500', async () => {
    for (const path of ['/v1/%', '/v2/organizations/%E0%A4%A']) {
      const { status, body } = await service.json(path, 'none');
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ errorCode: 400000, errorCodeId: 'urn:error:request:invalid' });
    }
  });

  it('answers other methods with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const response = await service.get('/v2/organizations', 'owner', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect((await response.json()).errorCode).toBe(405000);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await service.get(`${TICKETS}?dateFrom=2024-02-15&dateTo=2024-02-15`, 'owner', {
      method: 'HEAD',
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('deprecation')).toBe('@1704067200');
    expect(await head.text()).toBe('');
    const denied = await service.get('/v2/organizations', 'none', { method: 'HEAD' });
    expect(denied.status).toBe(401);
  });

  it('never caches and always says JSON in UTF-8', async () => {
    for (const path of [
      '/v2/organizations',
      `/v2/organizations/${ORG_A.id}/cashboxes`,
      `${TICKETS}?dateFrom=2024-02-15&dateTo=2024-02-15`,
    ]) {
      const response = await service.get(path);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      await response.body?.cancel();
    }
  });
});

describe('tickets against a model of the window rules (property)', () => {
  const all = [...fixtureWorld().documents()]
    .filter(
      (d) => d.body.kktRegId.trim() === REG.a1 && d.body.fiscalDriveNumber.trim() === DRIVE.a1New,
    )
    .map((d) => d.body);
  const day = fc.integer({ min: 0, max: 120 }).map((n) => addDays('2024-01-01', n));

  it('returns exactly the drive’s documents in [from, to] ∩ window, ordered, or 403 when disjoint', async () => {
    await fc.assert(
      fc.asyncProperty(day, day, async (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const { status, body } = await service.json(`${TICKETS}?dateFrom=${from}&dateTo=${to}`);
        const lo = startOfDay(from) > A1_WINDOW.from ? startOfDay(from) : A1_WINDOW.from;
        const hi = endOfDay(to) < A1_WINDOW.to ? endOfDay(to) : A1_WINDOW.to;
        if (lo > hi) return void expect(status).toBe(403);
        expect(status).toBe(200);
        const expected = all
          .filter((d) => d.dateTime >= lo && d.dateTime <= hi)
          .sort(
            (x, y) =>
              x.dateTime.localeCompare(y.dateTime) ||
              x.fiscalDocumentNumber - y.fiscalDocumentNumber,
          )
          .map((d) => d.fiscalDocumentNumber);
        const got = (
          body as { [k: string]: { fiscalDocumentNumber: number; dateTime: string } }[]
        ).map((e) => Object.values(e)[0]!);
        expect(got.map((d) => d.fiscalDocumentNumber)).toEqual(expected);
        for (const d of got)
          expect(d.dateTime >= A1_WINDOW.from && d.dateTime <= A1_WINDOW.to).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
