import { describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { FN, INN, ORG, REGISTER_RECORD, RNM } from '@/lib/testing/operator-register';

// Next bundles instrumentation and each route apart, each with its own copy of the engine's
// module. The health sweep at start loads days in instrumentation's copy; a page's copy must find
// them in the same day cache rather than read them from the operator again.

const today = new Date().toISOString().slice(0, 10);
const lastDocumentDay = addDays(today, -10);

const upstream = setUpFakeOperator(
  'one-engine',
  answerByPath({
    [`/v2/organizations/${ORG}`]: { id: ORG, inn: INN },
    [`/v2/organizations/${ORG}/cashboxes/${RNM}`]: {
      ...REGISTER_RECORD,
      fiscalDrives: [{ fiscalDriverNumber: FN, earliestDocumentTimestamp: '2024-01-10T09:00:00' }],
      permissionFrom: '2024-01-01T00:00:00',
      permissionTo: '2035-12-31T23:59:59',
      lastDocumentTimestamp: `${lastDocumentDay}T21:15:00`,
    },
    [`/v1/integration/inns/${INN}/kkts/${RNM}/fss/${FN}/tickets`]: [],
  }),
  { OFD_PARSE_WORKERS: '0' },
);
const dayRequests = () => upstream.requests.filter((r) => r.url.includes('/tickets')).length;

/** The engine as one bundle holds it: a module graph of its own. */
async function engineCopy() {
  vi.resetModules();
  const [{ loadRange }, { runAsSystem }] = await Promise.all([
    import('./engine'),
    import('@/lib/auth/server/scope'),
  ]);
  return { loadRange, runAsSystem };
}

describe('the documents engine of one process', () => {
  it('is one day cache for every copy of its module', async () => {
    // Finished days (before the last document's) are kept until evicted.
    const query = { drive: FN, from: addDays(today, -20), to: addDays(today, -14), limited: false };
    const atStart = await engineCopy();
    const warmed = await atStart.runAsSystem(() =>
      atStart.loadRange(ORG, RNM, query, { owner: 'sweep' }),
    );
    const read = dayRequests();
    expect(read).toBe(7);

    const page = await engineCopy();
    const served = await page.runAsSystem(() => page.loadRange(ORG, RNM, query, { owner: 'page' }));
    expect(dayRequests()).toBe(read);
    expect(served.version).toBe(warmed.version);
  });
});
