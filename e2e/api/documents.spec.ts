import { expect, test } from '../support/load-aware-test';
import {
  addDays,
  demoRegisters,
  documentsPath,
  expectedSummary,
  openRegisterWeek,
  openRegisterWeekWithTickets,
} from './documents-helpers';

// The documents list (docs/documents-api.md route 1) against the demo world: totals, sums and facets equal
// what the service's own `tickets` answer gives; paging and sorting are consistent; filters hold.

type Page = {
  range: { from: string; to: string; window: { from: string; to: string }; clipped: boolean };
  total: number;
  rows: Record<string, unknown>[];
  summary: Record<string, unknown>;
  facets: { types: Record<string, number>; ops: Record<string, number> };
};

test.describe('documents list', () => {
  test('totals, summary and facets equal the service’s own tickets answer', async ({ request }) => {
    const { register, drive, from, to, tickets } = await openRegisterWeekWithTickets(request);
    expect(tickets.length).toBeGreaterThan(10);
    const response = await request.get(documentsPath(register), {
      params: { drive, from, to, limit: 10 },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const page = (await response.json()) as Page;
    expect(page.total).toBe(tickets.length);
    expect(page.rows).toHaveLength(Math.min(10, tickets.length));
    expect(page.summary).toMatchObject(expectedSummary(tickets));
    const byType: Record<string, number> = {};
    for (const t of tickets) byType[t.type] = (byType[t.type] ?? 0) + 1;
    for (const [type, count] of Object.entries(page.facets.types)) {
      expect(count, type).toBe(byType[type] ?? 0);
    }
    expect(page.range).toMatchObject({ from: `${from}T00:00:00`, to: `${to}T23:59:59` });
    expect(page.range.clipped).toBe(false);
  });

  test('pages of a sort put together are the whole selection, in order', async ({ request }) => {
    const { register, drive, from, to } = await openRegisterWeek(request);
    const seen: Record<string, unknown>[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total; offset += 97) {
      const page = (await (
        await request.get(documentsPath(register), {
          params: { drive, from, to, sort: 'totalSum', dir: 'desc', offset, limit: 97 },
        })
      ).json()) as Page;
      total = page.total;
      seen.push(...page.rows);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    const totals = seen.filter((r) => r.totalSum !== undefined).map((r) => r.totalSum as number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Documents without a total (reports) come after every receipt.
    const firstReport = seen.findIndex((r) => r.totalSum === undefined);
    if (firstReport !== -1) expect(firstReport).toBe(totals.length);

    // The default order is time, then FD number; desc is its exact reverse.
    const all = { drive, from, to, limit: 500 };
    const asc = (await (
      await request.get(documentsPath(register), { params: all })
    ).json()) as Page;
    const desc = (await (
      await request.get(documentsPath(register), { params: { ...all, dir: 'desc' } })
    ).json()) as Page;
    const key = (r: Record<string, unknown>) =>
      `${r.dateTime as string}#${String(r.fiscalDocumentNumber).padStart(10, '0')}`;
    expect(asc.rows.map(key)).toEqual(asc.rows.map(key).sort());
    if (asc.total <= 500)
      expect(desc.rows.map((r) => r.id)).toEqual(asc.rows.map((r) => r.id).reverse());
  });

  test('filters by type, operation, FD number, amount and item name', async ({ request }) => {
    const { register, drive, from, to, tickets } = await openRegisterWeekWithTickets(request);
    const get = async (extra: Record<string, string | number>) =>
      (await (
        await request.get(documentsPath(register), {
          params: { drive, from, to, limit: 500, ...extra },
        })
      ).json()) as Page;

    const receipts = await get({ types: 'receipt' });
    expect(receipts.total).toBe(tickets.filter((t) => t.type === 'receipt').length);
    expect(receipts.rows.every((r) => r.type === 'receipt')).toBe(true);

    const returns = await get({ ops: '2' });
    expect(returns.total).toBe(tickets.filter((t) => t.body.operationType === 2).length);
    expect(returns.rows.every((r) => r.operationType === 2)).toBe(true);

    const sample = tickets.find((t) => t.type === 'receipt' && Array.isArray(t.body.items))!;
    const fd = sample.body.fiscalDocumentNumber as number;
    const byFd = await get({ q: String(fd) });
    expect(byFd.rows.map((r) => r.fiscalDocumentNumber)).toContain(fd);

    const total = sample.body.totalSum as number;
    const amount = `${Math.floor(total / 100)},${String(total % 100).padStart(2, '0')}`;
    const byAmount = await get({ q: amount });
    const itemSums = (t: (typeof tickets)[number]) =>
      ((t.body.items as { sum: number }[] | undefined) ?? []).map((i) => i.sum);
    const expected = tickets.filter(
      (t) => t.body.totalSum === total || itemSums(t).includes(total),
    );
    expect(byAmount.total).toBeGreaterThanOrEqual(expected.length);
    expect(byAmount.rows.map((r) => r.fiscalDocumentNumber)).toContain(fd);

    const name = (sample.body.items as { name: string }[])[0]!.name;
    const needle = name.slice(0, 6).toUpperCase();
    const byName = await get({ q: needle });
    const named = tickets.filter((t) =>
      ((t.body.items as { name: string }[] | undefined) ?? []).some((i) =>
        i.name.toLowerCase().includes(needle.toLowerCase()),
      ),
    );
    expect(byName.total).toBeGreaterThanOrEqual(named.length);
    expect(byName.summary.receipts).toBe(byName.total);
  });

  test('clips a range that overlaps the window and refuses one wholly outside (422)', async ({
    request,
  }) => {
    const registers = await demoRegisters(request);
    // A window that opens mid-afternoon: clipping happens at the second, not the day.
    const recent = registers.find((r) => !r.permissionFrom.endsWith('T00:00:00'))!;
    const drive = recent.drives.at(-1)!.fiscalDriverNumber;
    const day = recent.permissionFrom.slice(0, 10);
    const clipped = (await (
      await request.get(documentsPath(recent), {
        params: { drive, from: addDays(day, -3), to: day },
      })
    ).json()) as Page;
    expect(clipped.range.clipped).toBe(true);
    expect(clipped.range.from).toBe(recent.permissionFrom);

    const outside = await request.get(documentsPath(recent), {
      params: { drive, from: addDays(day, -30), to: addDays(day, -20) },
    });
    expect(outside.status()).toBe(422);
    expect(outside.headers()['content-type']).toContain('application/problem+json');
    const problem = (await outside.json()) as Record<string, string>;
    expect(problem.type).toMatch(/outside-permission-window$/);
    expect(problem.detail).toBeTruthy();
  });

  test('refuses invalid parameters with 400', async ({ request }) => {
    const { register, drive, from, to } = await openRegisterWeek(request);
    const cases: Record<string, string | number>[] = [
      { drive, from, to, limit: 0 },
      { drive, from, to, limit: 501 },
      { drive, from, to, sort: 'secret' },
      { drive, from, to, types: 'receipt,cheque' },
      { drive, from: to, to: from },
      { from, to },
    ];
    for (const bad of cases) {
      const response = await request.get(documentsPath(register), { params: bad });
      expect(response.status(), JSON.stringify(bad)).toBe(400);
    }
  });
});
