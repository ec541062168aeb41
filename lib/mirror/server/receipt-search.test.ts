import { describe, expect, it, vi } from 'vitest';
import { problemFromError } from '@/lib/api/problem.server';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { forgetDocumentsEngine } from '@/lib/documents/server/engine';
import { setLocalCopy } from '@/lib/ofd/local-copy';
import type { ReceiptSearchQuery } from '@/lib/receipt-search/search-query.schema';
import { searchReceipts } from '@/lib/receipt-search/server/search';
import { ANCHOR, type MirrorHarness } from '../testing/mirror-harness';
import { copyOn, dashboardForFile } from '../testing/harness-per-test';
import { firstReceiptOf } from '../testing/late-receipt';

// Receipt search over a long period (docs/receipt-search.md, docs/mirror.md): read live, each day
// is a call to the operator and a search covers at most 31 days; when every register-day of the
// period is complete in the mirror's copy, a 60-day search is local work and answers, saying so.
// One day the copy holds short (a late receipt) makes the period live again, and so refused.

const YESTERDAY = addDays(ANCHOR, -1);
const SIXTY_DAYS = { from: addDays(ANCHOR, -59), to: ANCHOR };
const LAST_31_DAYS = { from: addDays(ANCHOR, -30), to: ANCHOR };
// Every sale of the world (its documents lie in its last four days, inside both periods).
const sales = (period: { from: string; to: string }): ReceiptSearchQuery => ({
  ...period,
  organizationId: undefined,
  criteria: { type: '1' },
});

const lateReceipt = firstReceiptOf(YESTERDAY);

let h: MirrorHarness;
dashboardForFile({ holdBack: lateReceipt }, (started) => (h = started));

const lateFd = () => ({ fd: lateReceipt.held!.body.fiscalDocumentNumber });
const lateRnm = () => lateReceipt.held!.body.kktRegId.trim();

/**
 * The search in a fresh module graph and a fresh documents engine: a day cache of its own, so
 * that one way's reads are not served to the other (the copy is process-shared, so it stays).
 */
async function freshSearch() {
  forgetDocumentsEngine();
  vi.resetModules();
  const [{ searchReceipts: search }, { runAsSystem: asSystem }] = await Promise.all([
    import('@/lib/receipt-search/server/search'),
    import('@/lib/auth/server/scope'),
  ]);
  return (query: ReceiptSearchQuery) => asSystem(() => search(query));
}

const documentCalls = (since: number) =>
  h.standIn.requests
    .slice(since)
    .filter((r) => /documents|tickets/.test(r.path))
    .map((r) => `${r.path}?${r.query}`);

async function refusal(query: ReceiptSearchQuery) {
  const error = await runAsSystem(() => searchReceipts(query)).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return problemFromError(error, { correlationId: 'test' });
}

// A hang guard for a loaded machine: the search reads ten registers' days over HTTP twice, and a
// fresh module graph is imported for each way.
describe('receipt search over the mirror', { timeout: 300_000 }, () => {
  it('refuses 60 days read live, naming the limit, and searches 31 live', async () => {
    setLocalCopy(undefined);
    const problem = await refusal(sales(SIXTY_DAYS));
    expect(problem).toMatchObject({
      status: 422,
      type: 'urn:ofd-console:problem:period-too-large',
    });
    expect(problem.detail).toContain('at most 31 days read live');
    const live = await runAsSystem(() => searchReceipts(sales(LAST_31_DAYS)));
    expect(live.mirrored).toBe(false);
    expect(live.items.length).toBeGreaterThan(0);
  });

  it('refuses 60 days while one register-day is short in the copy', async () => {
    copyOn(h);
    expect((await refusal(sales(SIXTY_DAYS))).detail).toContain('31 days');
  });

  it('answers 60 days from the copy once it is whole: the live answer, no operator call', async () => {
    h.standIn.release();
    await h.pass();
    copyOn(h);
    const before = h.standIn.requests.length;
    const search = await freshSearch();
    const mirrored = await search(sales(SIXTY_DAYS));
    expect(documentCalls(before)).toEqual([]);
    expect(mirrored.mirrored).toBe(true);
    expect(mirrored.period).toEqual(SIXTY_DAYS);
    const late = await search({ ...SIXTY_DAYS, organizationId: undefined, criteria: lateFd() });
    expect(late.items.map((i) => i.kktRegId)).toContain(lateRnm());

    setLocalCopy(undefined);
    const live = await (await freshSearch())(sales(LAST_31_DAYS));
    expect(live.mirrored).toBe(false);
    // The same receipts as the live 31 days: the world's documents all lie in both periods.
    expect(mirrored.items).toEqual(live.items);
    expect(mirrored.truncated).toBe(live.truncated);
    expect(mirrored.searched.days).toBeGreaterThan(live.searched.days);
  });
});
