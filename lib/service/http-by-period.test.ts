import { describe, expect, it } from 'vitest';
import { encodeCursor } from './cursor';
import { ORG_A, ORG_C, REG } from './testing/fixture-world';
import { setUpService } from './testing/set-up-service';

// documents/by-period on the fixture world: the cursor rules (docs/operator-api.md "Paging") that
// need no volume. The walk of a busy day and documents arriving later: http-by-period-walk.test.ts.

const service = setUpService();

const A1 = `/v2/organizations/${ORG_A.id}/cashboxes/${REG.a1}/documents/by-period`;
const WHOLE = 'dateFrom=2024-01-01T00:00:00&dateTo=2024-12-31T23:59:59';
type Page = {
  documents: Record<string, { fiscalDocumentNumber: number; dateTime: string }>[];
  paging: { nextOffset?: string };
};
const times = (page: Page) => page.documents.map((e) => Object.values(e)[0]!.dateTime);
const ask = async (query: string) => (await service.json(`${A1}?${query}`)).body as Page;
const at = (offset: string) => `&offset=${encodeURIComponent(offset)}`;

/** Follows nextOffset from the first page until it comes back unchanged. */
async function walk(query: string) {
  const pages: Page[] = [await ask(query)];
  for (let guard = 0; guard < 20 && pages.at(-1)!.paging.nextOffset !== undefined; guard++) {
    const sent = pages.at(-1)!.paging.nextOffset!;
    const next = await ask(query + at(sent));
    pages.push(next);
    if (next.paging.nextOffset === sent) break;
  }
  return pages;
}

describe('documents/by-period (the paged successor)', () => {
  it('pages over both drives of a register within the window, until nextOffset comes back', async () => {
    const pages = await walk(`${WHOLE}&limit=3`);
    const seen = pages.flatMap(times);
    // Window 2024-01-10T12:00:00 … 2024-03-31T23:59:59: 4 documents on the old drive, 7 on the new.
    expect(seen).toHaveLength(11);
    expect(
      new Set(pages.flatMap((p) => p.documents.map((e) => Object.values(e)[0]!))),
    ).toHaveProperty('size', 11);
    expect([...seen].sort()[0]).toBe('2024-01-10T12:00:00');
    expect([...seen].sort().at(-1)).toBe('2024-03-31T23:59:59');
    // Four full pages, then the end: an empty page whose nextOffset is the offset sent.
    expect(pages.map((p) => p.documents.length)).toEqual([3, 3, 3, 2, 0]);
    const end = pages.at(-1)!;
    expect(end.paging.nextOffset).toBe(pages.at(-2)!.paging.nextOffset);
    for (const page of pages) expect(typeof page.paging.nextOffset).toBe('string');
  });

  it('answers an empty period asked without a cursor with no nextOffset at all', async () => {
    const { status, text } = await service.json(
      `${A1}?dateFrom=2024-03-01T00:00:00&dateTo=2024-03-30T23:59:59`,
    );
    expect(status).toBe(200);
    expect(text).toBe('{"documents":[],"paging":{}}');
  });

  it('filters by types in the store, so pages are full, and pages on by cursor', async () => {
    const pages = await walk(`${WHOLE}&types=receipt,closeShift&limit=2`);
    const kinds = pages.flatMap((p) => p.documents.map((e) => Object.keys(e)[0]));
    expect(kinds.sort()).toEqual([
      'closeShift',
      'closeShift',
      'receipt',
      'receipt',
      'receipt',
      'receipt',
    ]);
    expect(pages.map((p) => p.documents.length)).toEqual([2, 2, 2, 0]);
  });

  it('starts a cursor from before the period at its start, and ends one from after it', async () => {
    const [first] = await walk(`dateFrom=2024-01-10T00:00:00&dateTo=2024-01-31T23:59:59&limit=1`);
    const january = first!.paging.nextOffset!; // a document of January
    const february = 'dateFrom=2024-02-01T00:00:00&dateTo=2024-02-29T23:59:59';
    const before = await ask(`${february}${at(january)}`);
    expect(times(before)).toHaveLength(6);
    expect([...times(before)].sort()[0]).toBe('2024-02-01T08:30:00');

    const [march] = await walk(`dateFrom=2024-03-31T00:00:00&dateTo=2024-03-31T23:59:59`);
    const late = march!.paging.nextOffset!;
    const after = await service.json(`${A1}?${february}${at(late)}`);
    expect(after.body).toEqual({ documents: [], paging: { nextOffset: late } });
  });

  it('refuses a malformed cursor, a number, and another register’s cursor with 400000', async () => {
    const [page] = await walk(`${WHOLE}&limit=1`);
    const good = page!.paging.nextOffset!;
    const bad = [
      '0',
      '50',
      'T2MbygVny1CAWaPZI1NarQ==',
      good.slice(0, -2),
      encodeCursor({ regNumber: REG.c1, seq: 1 }),
      // Well formed and of this register, but no such document.
      encodeCursor({ regNumber: REG.a1, seq: 999_999 }),
    ];
    for (const offset of bad) {
      const { status, body } = await service.json(`${A1}?${WHOLE}${at(offset)}`);
      expect([status, body.errorCodeId, body.errorCode], offset).toEqual([
        400,
        'urn:error:request:invalid',
        400000,
      ]);
      expect(body.userMessage.en).toMatch(/offset/);
    }
  });

  it('takes limit 1..1000 (default 1000, more is 1000) and refuses 0, negatives and text', async () => {
    expect((await ask(WHOLE)).documents).toHaveLength(11);
    for (const limit of ['1000', '1001', '5000', '99999999999']) {
      const { status, body } = await service.json(`${A1}?${WHOLE}&limit=${limit}`);
      expect([status, (body as Page).documents.length], limit).toEqual([200, 11]);
    }
    expect((await ask(`${WHOLE}&limit=1`)).documents).toHaveLength(1);
    for (const query of ['limit=0', 'limit=-1', 'limit=ten', 'limit=1.5', 'types=receipt,check']) {
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
