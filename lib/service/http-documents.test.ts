import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type Service } from './testing/fixture-service';
import {
  A1_WINDOW,
  DRIVE,
  ORG_A,
  ORG_C,
  REG,
  fixtureDocument,
  fixtureWorld,
} from './testing/fixture-world';

// The other published document operations of v2: one day unpaged (`documents?date=`), one
// document by GUID (`documents/<id>`), and the register's last document and receipt times.

let service: Service;
beforeAll(async () => {
  // c1 ends with a closing report after its last receipt, so its two "last" times differ.
  service = await startService(
    fixtureWorld([fixtureDocument('closeShift', REG.c1, DRIVE.c1, 2, '2024-02-10T22:00:00')]),
  );
});
afterAll(() => service.close());

const A1 = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}`;
type Envelope = Record<string, { fiscalDocumentNumber: number; dateTime: string; id: string }>;
const body = (e: Envelope) => Object.values(e)[0]!;

describe('documents?date= (one day, unpaged)', () => {
  it('lists the day’s documents of every drive, in any of the four date formats', async () => {
    for (const date of ['2024-02-15', '2024.02.15', '15-02-2024', '15.02.2024']) {
      const { status, headers, body: list } = await service.json(`${A1}/documents?date=${date}`);
      expect([status, headers.get('content-type')], date).toEqual([
        200,
        'application/json; charset=utf-8',
      ]);
      const times = (list as Envelope[]).map((e) => body(e).dateTime).sort();
      expect(times, date).toEqual([
        '2024-02-15T08:00:00',
        '2024-02-15T12:00:00',
        '2024-02-15T12:00:00',
        '2024-02-15T23:59:59',
      ]);
    }
  });

  it('filters by types, answers [] for a quiet day, and keeps to the permission window', async () => {
    const receipts = await service.json(`${A1}/documents?date=2024-02-15&types=receipt`);
    expect((receipts.body as Envelope[]).map((e) => Object.keys(e)[0])).toEqual([
      'receipt',
      'receipt',
    ]);
    expect((await service.json(`${A1}/documents?date=2024-02-20`)).text).toBe('[]');
    // The window opens at 12:00:00 on 2024-01-10: the opening at 11:59:59 is not shown.
    const first = await service.json(`${A1}/documents?date=2024-01-10`);
    expect((first.body as Envelope[]).map((e) => body(e).dateTime)).toEqual([A1_WINDOW.from]);
    const outside = await service.json(`${A1}/documents?date=2024-04-01`);
    expect([outside.status, outside.body.errorCode]).toEqual([403, 403000]);
  });

  it('wants a real date (400008), the date itself (400007) and known types (400000)', async () => {
    const cases: [string, number][] = [
      ['date=2024-02-30', 400008],
      ['date=2024-02-15T00:00:00', 400008],
      ['', 400007],
      ['date=2024-02-15&types=receipt,check', 400000],
    ];
    for (const [query, code] of cases) {
      const { status, body: error } = await service.json(`${A1}/documents?${query}`);
      expect([status, error.errorCode], query).toEqual([400, code]);
    }
  });
});

describe('documents/<id> (by GUID)', () => {
  it('answers one document by its id, in any letter case', async () => {
    const list = await service.json(`${A1}/documents?date=2024-03-31`);
    const wanted = body((list.body as Envelope[])[0]!);
    for (const id of [wanted.id, wanted.id.toUpperCase()]) {
      const { status, body: one } = await service.json(`${A1}/documents/${id}`);
      expect(status).toBe(200);
      expect(Object.keys(one)).toEqual(['currentStateReport']);
      expect(body(one as Envelope)).toMatchObject({ id: wanted.id, fiscalDocumentNumber: 7 });
    }
  });

  it('answers 404 404001 for an unknown id, another register’s and one outside the window', async () => {
    const all = await service.json(
      `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period?dateFrom=2024-01-01T00:00:00&dateTo=2024-12-31T23:59:59`,
    );
    expect(all.status).toBe(200);
    const ids = [
      'd0000000-0000-4000-8000-999999999999', // no such document
      'd0000000-0000-4000-8000-000000000015', // a2's receipt, asked under a1
      'd0000000-0000-4000-8000-000000000014', // a1's receipt of 2024-04-01, after the window
      'd0000000-0000-4000-8000-000000000002', // a1's opening at 11:59:59, before the window
    ];
    for (const id of ids) {
      const { status, body: error } = await service.json(`${A1}/documents/${id}`);
      expect([status, error.errorCodeId, error.errorCode], id).toEqual([
        404,
        'urn:error:documents:document:not-found',
        404001,
      ]);
    }
    const bad = await service.json(`${A1}/documents/not-a-guid`);
    expect([bad.status, bad.body.errorCode]).toEqual([400, 400000]);
  });
});

describe('register records', () => {
  it('carry the times of the last document and the last receipt, on the wall clock', async () => {
    const { body: c1 } = await service.json(
      `/v2/organizations/${ORG_C.id}/cashboxes/${REG.c1}`,
      'partner',
    );
    expect(c1).toMatchObject({
      lastDocumentTimestamp: '2024-02-10T22:00:00',
      lastCashReceiptTimestamp: '2024-02-10T10:00:00',
    });
  });

  it('every document served carries receiveDateTimeUtc', async () => {
    const { body: list } = await service.json(`${A1}/documents?date=2024-02-15`);
    for (const e of list as Envelope[]) {
      expect((body(e) as unknown as { receiveDateTimeUtc: string }).receiveDateTimeUtc).toMatch(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/,
      );
    }
  });
});
