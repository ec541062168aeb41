import { describe, expect, it } from 'vitest';
import { completeInn } from '@/lib/ofd/ids';
import { DRIVE, ORG_A, ORG_B, REG } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

const service = setUpService();

const tickets = (drive: string, query: string, reg = REG.a1, inn = ORG_A.inn) =>
  `/v1/integration/inns/${inn}/kkts/${reg}/fss/${drive}/tickets${query ? `?${query}` : ''}`;

type Envelope = Record<string, { fiscalDocumentNumber: number; dateTime: string }>;
const fdsOf = (body: Envelope[]) => body.map((e) => Object.values(e)[0]!.fiscalDocumentNumber);

/** Asks as the owner and expects the operator's error answer. */
async function expectRefused(path: string, status: number, errorCode: number, errorCodeId: string) {
  const answer = await service.json(path);
  expect(answer.status, path).toBe(status);
  expect(answer.body, path).toMatchObject({ errorCode, errorCodeId });
}

describe('tickets: dates', () => {
  it.each([
    ['2024-02-15', '2024-02-15'],
    ['2024.02.15', '2024.02.15'],
    ['15-02-2024', '15-02-2024'],
    ['15.02.2024', '15.02.2024'],
    ['2024-02-15', '15.02.2024'],
  ])(
    'accepts %s..%s (each of the four formats), dateTo covering 23:59:59, ordered by time then FD',
    async (from, to) => {
      const { status, body } = await service.json(
        tickets(DRIVE.a1New, `dateFrom=${from}&dateTo=${to}`),
      );
      expect(status).toBe(200);
      // FD 3 and 4 share 12:00:00 (stored 4 first); FD 5 is at 23:59:59; FD 6 at 00:00:00 next day.
      expect(fdsOf(body)).toEqual([2, 3, 4, 5]);
    },
  );

  it('answers 400 date invalid for any other shape or an impossible date, in either parameter', async () => {
    const bad = [
      '2024/02/15',
      '15/02/2024',
      '2024-2-15',
      '24-02-15',
      '2024-02-30',
      '2023-02-29',
      '31.04.2024',
      '2024-13-01',
      '2024-02-15T00:00:00',
      '20240215',
      'today',
    ];
    for (const value of bad) {
      for (const query of [
        `dateFrom=${value}&dateTo=2024-02-15`,
        `dateFrom=2024-02-15&dateTo=${value}`,
      ]) {
        await expectRefused(
          tickets(DRIVE.a1New, query),
          400,
          400008,
          'urn:error:request-parameter:date:invalid',
        );
      }
    }
  });

  it('accepts 29 February of a leap year', async () => {
    const { status } = await service.json(
      tickets(DRIVE.a1New, 'dateFrom=29.02.2024&dateTo=2024-02-29'),
    );
    expect(status).toBe(200);
  });

  it.each([
    ['dateTo=2024-02-15', 'dateFrom'],
    ['dateFrom=&dateTo=2024-02-15', 'dateFrom'],
    ['dateFrom=2024-02-15', 'dateTo'],
    ['', 'dateFrom'],
  ])('answers 400 required to "%s", naming %s as missing', async (query, name) => {
    const required = `urn:error:request-parameter:${name}:required`;
    await expectRefused(tickets(DRIVE.a1New, query), 400, 400007, required);
  });

  it('answers 400 period invalid when dateFrom is after dateTo', async () => {
    await expectRefused(
      tickets(DRIVE.a1New, 'dateFrom=2024-02-16&dateTo=2024-02-15'),
      400,
      400002,
      'urn:error:request-parameter:period:invalid',
    );
  });

  it('answers 400 for a bad INN (400001), RNM, drive number (400000)', async () => {
    const q = 'dateFrom=2024-02-15&dateTo=2024-02-15';
    const wrongCheckDigit = ORG_A.inn.slice(0, 9) + String((Number(ORG_A.inn[9]) + 1) % 10);
    for (const inn of [wrongCheckDigit, '12345', 'abcdefghij']) {
      const { status, body } = await service.json(tickets(DRIVE.a1New, q, REG.a1, inn));
      expect([status, body.errorCode], inn).toEqual([400, 400001]);
    }
    for (const path of [
      tickets(DRIVE.a1New, q, '123'),
      tickets('abc', q),
      tickets('12345678901234567', q),
    ]) {
      const { status, body } = await service.json(path);
      expect([status, body.errorCodeId], path).toEqual([400, 'urn:error:request:invalid']);
    }
  });
});

describe('tickets: permission window', () => {
  it('clips the start at second precision: 11:59:59 is out, 12:00:00 is in', async () => {
    const { body } = await service.json(
      tickets(DRIVE.a1Old, 'dateFrom=2024-01-01&dateTo=2024-01-10'),
    );
    expect(fdsOf(body)).toEqual([3]);
  });

  it('clips the end: 23:59:59 on the last day is in, the next second is out', async () => {
    const { body } = await service.json(
      tickets(DRIVE.a1New, 'dateFrom=2024-03-31&dateTo=2024-04-30'),
    );
    expect(fdsOf(body)).toEqual([7]);
  });

  it('answers 403 cashboxdocuments forbidden for a period wholly outside the window', async () => {
    for (const path of [
      tickets(DRIVE.a1New, 'dateFrom=2024-04-01&dateTo=2024-04-30'),
      tickets(DRIVE.a1Old, 'dateFrom=2023-12-01&dateTo=2024-01-09'),
      tickets(DRIVE.a2, 'dateFrom=2024-01-01&dateTo=2024-12-31', REG.a2), // a window that ended
    ]) {
      await expectRefused(path, 403, 403000, 'urn:error:access-to:cashboxdocuments:forbidden');
    }
  });

  it('gives [] for a period inside the window without documents', async () => {
    const response = await service.get(
      tickets(DRIVE.a1New, 'dateFrom=2024-03-01&dateTo=2024-03-15'),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('[]');
  });

  it('shows each integrator only its own window of a shared register', async () => {
    const path = tickets(DRIVE.b1, 'dateFrom=2024-01-01&dateTo=2024-02-28', REG.b1, ORG_B.inn);
    expect(fdsOf((await service.json(path, 'owner')).body)).toEqual([1, 2]);
    expect(fdsOf((await service.json(path, 'partner')).body)).toEqual([2]);
  });
});

describe('tickets: isolation and lookups', () => {
  const q = 'dateFrom=2024-02-01&dateTo=2024-02-28';

  it("answers a foreign organization's INN exactly like an INN nobody has", async () => {
    const foreign = await service.get(tickets(DRIVE.a1New, q), 'partner');
    const nobody = await service.get(
      tickets(DRIVE.a1New, q, REG.a1, completeInn('660000001')),
      'partner',
    );
    expect(foreign.status).toBe(403);
    expect(nobody.status).toBe(403);
    const text = await foreign.text();
    expect(text).toBe(await nobody.text());
    expect(JSON.parse(text).errorCodeId).toBe('urn:error:access-to:organization:forbidden');
  });

  it('answers 403 cashbox forbidden for a register not granted or of another organization', async () => {
    for (const [reg, drive] of [
      [REG.a3, DRIVE.a3],
      [REG.c1, DRIVE.c1],
      [REG.b1, DRIVE.b1],
    ]) {
      const { status, body } = await service.json(tickets(drive!, q, reg));
      expect([status, body.errorCodeId], reg).toEqual([
        403,
        'urn:error:access-to:cashbox:forbidden',
      ]);
    }
  });

  it('answers 404 for a drive never installed in that register', async () => {
    for (const drive of [DRIVE.b1, '1234567890123456']) {
      const { status, body } = await service.json(tickets(drive, q));
      expect([status, body.errorCodeId]).toEqual([404, 'urn:error:documents:document:not-found']);
      expect(body.errorCode).toBe(404001);
    }
  });

  it('answers one document by FD number, byte for byte as in the list', async () => {
    const list = await service.json(tickets(DRIVE.a1New, 'dateFrom=2024-02-15&dateTo=2024-02-15'));
    const response = await service.get(tickets(DRIVE.a1New, '').replace('/tickets', '/tickets/3'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(list.body[1]);
    expect(list.text).toContain(text);
  });

  it('answers 404 for an FD number not stored or outside the window, 400 for a bad one', async () => {
    const one = (fd: string, drive = DRIVE.a1New) =>
      tickets(drive, '').replace('/tickets', `/tickets/${fd}`);
    for (const path of [one('99'), one('8'), one('2', DRIVE.a1Old), one('1', DRIVE.b1)]) {
      const { status, body } = await service.json(path);
      expect([status, body.errorCode], path).toEqual([404, 404001]);
    }
    for (const fd of ['0', '-1', 'abc', '1.5']) {
      const { status, body } = await service.json(one(fd));
      expect([status, body.errorCode], fd).toEqual([400, 400000]);
    }
  });
});

describe('tickets: wire format', () => {
  it('sends the one-key envelope, padded identifiers and the stored body verbatim', async () => {
    const seen = new Set<string>();
    for (const path of [
      tickets(DRIVE.a1Old, 'dateFrom=2024-01-01&dateTo=2024-01-31'),
      tickets(DRIVE.a1New, 'dateFrom=2024-02-01&dateTo=2024-03-31'),
      tickets(DRIVE.b1, 'dateFrom=2024-01-01&dateTo=2024-12-31', REG.b1, ORG_B.inn),
    ]) {
      const { body, text } = await service.json(path);
      for (const element of body as Record<string, Record<string, unknown>>[]) {
        const keys = Object.keys(element);
        expect(keys).toHaveLength(1);
        seen.add(keys[0]!);
        const data = element[keys[0]!]!;
        expect(data.kktRegId).toMatch(/^\d{16} {4}$/);
        expect(data.fiscalDriveNumber).toMatch(/^\d{16}$/);
        expect(String(data.fiscalDriveNumber)).toHaveLength(16);
        expect(data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      }
      // UTF-8 text passes through as is, not re-escaped.
      if (text.includes('receipt')) expect(text).toContain('Молоко 3,2% 1 л');
    }
    expect([...seen].sort()).toEqual(
      [
        'bso',
        'bsoCorrection',
        'closeArchive',
        'closeShift',
        'currentStateReport',
        'fiscalReportCorrection',
        'openShift',
        'receipt',
        'receiptCorrection',
      ].sort(),
    );
  });

  it('marks tickets deprecated and links the paged successor, which answers the same documents', async () => {
    const response = await service.get(
      tickets(DRIVE.a1New, 'dateFrom=2024-02-15&dateTo=2024-02-15'),
    );
    expect(response.headers.get('deprecation')).toBe('@1704067200');
    const link = response.headers.get('link') ?? '';
    const match = /^<([^>]+)>; rel="successor-version"$/.exec(link);
    expect(match, link).not.toBeNull();
    expect(match![1]).toMatch(
      new RegExp(`^/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period\\?`),
    );
    const list = await response.json();
    const successor = await service.json(match![1]!);
    expect(successor.status).toBe(200);
    // The same documents; the successor lists them in arrival order (docs/operator-api.md "Paging").
    expect(successor.body.documents).toHaveLength(list.length);
    expect(successor.body.documents).toEqual(expect.arrayContaining(list));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
