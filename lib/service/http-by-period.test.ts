import { describe, expect, it } from 'vitest';
import { ORG_A, ORG_C, REG } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

const service = setUpService();

const A1 = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period`;
const WHOLE = 'dateFrom=2024-01-01T00:00:00&dateTo=2024-12-31T23:59:59';
type Page = {
  documents: Record<string, { fiscalDocumentNumber: number; dateTime: string }>[];
  paging: { nextOffset?: number };
};
const times = (page: Page) => page.documents.map((e) => Object.values(e)[0]!.dateTime);

describe('documents/by-period (the paged successor)', () => {
  it('pages over both drives of a register within the window, until nextOffset is absent', async () => {
    const seen: string[] = [];
    let offset = 0;
    for (let guard = 0; guard < 10; guard++) {
      const { status, body } = await service.json(`${A1}?${WHOLE}&limit=3&offset=${offset}`);
      expect(status).toBe(200);
      seen.push(...times(body as Page));
      if ((body as Page).paging.nextOffset === undefined) break;
      offset = (body as Page).paging.nextOffset!;
    }
    // Window 2024-01-10T12:00:00 … 2024-03-31T23:59:59: 4 documents on the old drive, 7 on the new.
    expect(seen).toHaveLength(11);
    expect(seen[0]).toBe('2024-01-10T12:00:00');
    expect(seen.at(-1)).toBe('2024-03-31T23:59:59');
    expect([...seen].sort()).toEqual(seen);
  });

  it('filters by types within a page (a page may be short) and keeps counting offsets', async () => {
    const { body } = await service.json(`${A1}?${WHOLE}&types=receipt,closeShift&limit=5`);
    const page = body as Page;
    expect(page.documents.map((e) => Object.keys(e)[0])).toEqual([
      'receipt',
      'receipt',
      'closeShift',
    ]);
    expect(page.paging.nextOffset).toBe(5);
  });

  it('treats a limit above 1000 as 1000 and refuses a limit of 0 or a bad offset', async () => {
    expect((await service.json(`${A1}?${WHOLE}&limit=5000`)).status).toBe(200);
    for (const query of ['limit=0', 'limit=-1', 'limit=ten', 'offset=-1', 'types=receipt,check']) {
      const { status, body } = await service.json(`${A1}?${WHOLE}&${query}`);
      expect([status, body.errorCode], query).toEqual([400, 400000]);
    }
  });

  it('wants date-times (400009), a start before the end (400002) and both parameters (400007)', async () => {
    const cases: [string, number][] = [
      ['dateFrom=2024-01-01&dateTo=2024-12-31T23:59:59', 400009],
      ['dateFrom=2024-01-01T00:00:00&dateTo=2024-02-30T00:00:00', 400009],
      ['dateFrom=2024-02-01T00:00:00&dateTo=2024-01-01T00:00:00', 400002],
      ['dateTo=2024-01-01T00:00:00', 400007],
    ];
    for (const [query, code] of cases) {
      const { status, body } = await service.json(`${A1}?${query}`);
      expect([status, body.errorCode], query).toEqual([400, code]);
    }
  });

  it('answers 403 outside the window and for foreign organizations', async () => {
    const outside = await service.json(
      `${A1}?dateFrom=2024-04-01T00:00:00&dateTo=2024-04-30T00:00:00`,
    );
    expect(outside.body.errorCode).toBe(403000);
    const foreign = await service.json(
      `/v2/organizations/${ORG_C.id}/cashboxes/${REG.c1}/documents/by-period?${WHOLE}`,
    );
    expect(foreign.body.errorCode).toBe(403003);
  });
});
