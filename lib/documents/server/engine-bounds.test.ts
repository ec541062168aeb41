import { describe, expect, it } from 'vitest';
import { runAsSystem } from '@/lib/auth/server/scope';
import { addDays } from '@/lib/dates/calendar';
import { answerByPath, setUpFakeOperator } from '@/lib/testing/fake-upstream';
import { FN, INN, ORG, REGISTER_RECORD, RNM } from '@/lib/testing/operator-register';
import { loadRange } from './engine';

// The engine against a fake operator: a period that runs into the future asks only for days up to
// the register's last document, never one request per future day.

const today = new Date().toISOString().slice(0, 10);
const lastDocumentDay = addDays(today, -2);

const register = {
  ...REGISTER_RECORD,
  fiscalDrives: [{ fiscalDriverNumber: FN, earliestDocumentTimestamp: '2024-01-10T09:00:00' }],
  permissionFrom: '2024-01-01T00:00:00',
  permissionTo: '2035-12-31T23:59:59',
  lastDocumentTimestamp: `${lastDocumentDay}T21:15:00`,
};

const upstream = setUpFakeOperator(
  'bounds',
  answerByPath({
    [`/v2/organizations/${ORG}`]: { id: ORG, inn: INN },
    [`/v2/organizations/${ORG}/cashboxes/${RNM}`]: register,
    [`/v1/integration/inns/${INN}/kkts/${RNM}/fss/${FN}/tickets`]: [],
  }),
  { OFD_PARSE_WORKERS: '0' },
);
const ticketDays = () =>
  upstream.requests
    .filter((r) => r.url.includes('/tickets'))
    .map((r) => new URL(r.url, 'http://x').searchParams.get('dateFrom'));

describe('bounded upstream work', () => {
  it('makes no day request for a period a year in the future', async () => {
    const query = { drive: FN, from: addDays(today, 300), to: addDays(today, 365), limited: false };
    const loaded = await runAsSystem(() => loadRange(ORG, RNM, query, { owner: 'test' }));
    expect(loaded.documents).toEqual([]);
    expect(ticketDays()).toEqual([]);
  });

  it('asks for the days up to the last document only, when the period runs past it', async () => {
    const query = { drive: FN, from: addDays(today, -4), to: addDays(today, 365), limited: false };
    await runAsSystem(() => loadRange(ORG, RNM, query, { owner: 'test' }));
    expect(ticketDays().sort()).toEqual([addDays(today, -4), addDays(today, -3), lastDocumentDay]);
  });
});
