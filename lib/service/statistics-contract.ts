import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { summarize, type MoneyTotals } from '@/lib/ofd/receipt-math';
import {
  cashboxListSchema,
  documentListSchema,
  organizationListSchema,
  type FiscalDocument,
} from '@/lib/ofd/schemas';
import { DEMO_INTEGRATOR, DEMO_PARTNER } from '@/lib/demo-credentials';
import { generateDemoWorld } from './seed';
import { startService, type Service } from './testing/fixture-service';

// The statistics operations' contract, for any store engine: on the demo world, every register's
// and organization's figures per day and per shift equal a recomputation from the documents that
// `tickets` returns (the same permission window, the dashboard's receipt arithmetic), to the kopeck.

const ANCHOR = '2024-06-30';
const FROM = addDays(ANCHOR, -20);
const as = (who: { apiKey: string; sessionId: string }) => ({
  'X-Vendor-Ofd-ApiKey': who.apiKey,
  Authorization: `auth.sid ${who.sessionId}`,
});
const OPS = [
  ['sell', 1],
  ['returnSell', 2],
  ['buy', 3],
  ['returnBuy', 4],
] as const;

function block(t: MoneyTotals) {
  return {
    cashTotal: t.cash,
    cashlessTotal: t.cashless,
    total: t.total,
    totalWithNds0: t.vat.nds0 ?? 0,
    totalWithNdsFree: t.vat.ndsNo ?? 0,
    count: t.count,
    nds: t.vat,
  };
}

/** The four blocks of a group of documents, computed as the dashboard computes a selection. */
function blocks(documents: FiscalDocument[]) {
  const s = summarize(documents);
  return Object.fromEntries(OPS.map(([name, op]) => [name, block(s.byOperation[op])]));
}

function byDay(documents: FiscalDocument[]) {
  const days = new Map<string, FiscalDocument[]>();
  for (const d of documents) {
    if (summarize([d]).receipts === 0) continue;
    const date = d.dateTime.slice(0, 10);
    days.set(date, [...(days.get(date) ?? []), d]);
  }
  return [...days.keys()].sort().map((date) => ({ date, ...blocks(days.get(date)!) }));
}

export function describeStatisticsContract(engine: string) {
  describe(`statistics operations (${engine})`, () => {
    const world = generateDemoWorld({ anchorDate: ANCHOR, days: 30, seed: 11 });
    let service: Service;
    beforeAll(async () => {
      service = await startService(world, { now: () => new Date(`${ANCHOR}T12:00:00Z`) });
    }, 120_000);
    afterAll(() => service?.close());

    type Who = { apiKey: string; sessionId: string };
    const get = (path: string, who: Who = DEMO_INTEGRATOR) => service.json(path, as(who));

    /** Every document of a register in the period (all drives), through `tickets`. */
    async function ticketsOf(inn: string, reg: string, drives: string[]) {
      const all: FiscalDocument[] = [];
      for (const drive of drives) {
        const path = `/v1/integration/inns/${inn}/kkts/${reg}/fss/${drive}/tickets?dateFrom=${FROM}&dateTo=${ANCHOR}`;
        const answer = await get(path);
        if (answer.status === 403) return null;
        expect(answer.status, path).toBe(200);
        all.push(...documentListSchema.parse(answer.body));
      }
      return all;
    }

    it('sums every register and organization per day as the documents do, to the kopeck', async () => {
      const organizations = organizationListSchema.parse((await get('/v2/organizations')).body);
      let compared = 0;
      for (const organization of organizations) {
        const base = `/v2/organizations/${organization.id}`;
        const cashboxes = cashboxListSchema.parse((await get(`${base}/cashboxes`)).body);
        const everyDocument: FiscalDocument[] = [];
        for (const cashbox of cashboxes) {
          const drives = cashbox.fiscalDrives.map((d) => d.fiscalDriveNumber);
          const documents = await ticketsOf(organization.inn, cashbox.regNumber, drives);
          const path = `${base}/cashboxes/${cashbox.regNumber}/statistics/cash-receipt/by-days?from=${FROM}&to=${ANCHOR}`;
          const answer = await get(path);
          if (documents === null) {
            expect(answer.status, path).toBe(403);
            expect(answer.body.errorCode).toBe(403000);
            continue;
          }
          expect(answer.status, path).toBe(200);
          expect(answer.body, path).toEqual({ items: byDay(documents) });
          compared += answer.body.items.length;
          everyDocument.push(...documents);
        }
        const whole = await get(
          `${base}/statistics/cash-receipt/by-days?from=${FROM}&to=${ANCHOR}`,
        );
        expect(whole.status).toBe(200);
        expect(whole.body).toEqual({ items: byDay(everyDocument) });
      }
      expect(compared).toBeGreaterThan(100);
    }, 120_000);

    it('sums every shift as its receipts inside the window do, with its opening and closing', async () => {
      const organizations = organizationListSchema.parse((await get('/v2/organizations')).body);
      let shifts = 0;
      for (const organization of organizations) {
        const base = `/v2/organizations/${organization.id}`;
        for (const cashbox of cashboxListSchema.parse((await get(`${base}/cashboxes`)).body)) {
          const drives = cashbox.fiscalDrives.map((d) => d.fiscalDriveNumber);
          const documents = await ticketsOf(organization.inn, cashbox.regNumber, drives);
          if (documents === null) continue;
          const groups = new Map<string, FiscalDocument[]>();
          for (const d of documents) {
            if (d.shiftNumber === undefined) continue;
            const key = `${d.fiscalDriveNumber}/${d.shiftNumber}`;
            groups.set(key, [...(groups.get(key) ?? []), d]);
          }
          const path = `${base}/cashboxes/${cashbox.regNumber}/statistics/cash-receipt/by-shifts?from=${FROM}&to=${ANCHOR}`;
          const answer = await get(path);
          expect(answer.status, path).toBe(200);
          for (const shift of answer.body.shifts) {
            const group = groups.get(`${shift.fiscalDriveNumber}/${shift.shiftNumber}`) ?? [];
            const { shiftNumber, fiscalDriveNumber, shiftOpen, shiftClose, ...figures } = shift;
            expect(figures, `${path} shift ${shiftNumber}`).toEqual(blocks(group));
            const opened = group.find((d) => d.type === 'openShift');
            if (opened) expect(shiftOpen).toBe(opened.dateTime);
            const closed = group.find((d) => d.type === 'closeShift');
            if (closed) expect(shiftClose).toBe(closed.dateTime);
            expect(fiscalDriveNumber).toBeTypeOf('string');
            shifts += 1;
          }
          // Every shift with a receipt in the window is listed.
          const withReceipts = [...groups.values()].filter((g) => summarize(g).receipts > 0);
          expect(answer.body.shifts.length).toBeGreaterThanOrEqual(withReceipts.length);
        }
      }
      expect(shifts).toBeGreaterThan(20);
    }, 120_000);

    it('answers the operator’s errors: parameters, tenants and the permission window', async () => {
      const [organization] = organizationListSchema.parse((await get('/v2/organizations')).body);
      const base = `/v2/organizations/${organization!.id}`;
      const [cashbox] = cashboxListSchema.parse((await get(`${base}/cashboxes`)).body);
      const register = `${base}/cashboxes/${cashbox!.regNumber}/statistics/cash-receipt`;
      const cases: [string, number, number][] = [
        [`${register}/by-days?to=${ANCHOR}`, 400, 400007],
        [`${register}/by-days?from=2024-02-30&to=${ANCHOR}`, 400, 400008],
        [`${register}/by-shifts?from=${ANCHOR}&to=${FROM}`, 400, 400002],
        [`${base}/statistics/cash-receipt/by-days?from=${FROM}`, 400, 400007],
        [`${register}/by-days?from=1990-01-01&to=1990-01-31`, 403, 403000],
      ];
      for (const [path, status, code] of cases) {
        const answer = await get(path);
        expect([answer.status, answer.body.errorCode], path).toEqual([status, code]);
      }
      expect(
        (await service.json(`${register}/by-days?from=${FROM}&to=${ANCHOR}`, 'none')).status,
      ).toBe(401);
      // The partner does not see every organization: hidden ones answer 403003 on every operation.
      const partner = organizationListSchema.parse(
        (await get('/v2/organizations', DEMO_PARTNER)).body,
      );
      const hidden = organizationListSchema
        .parse((await get('/v2/organizations')).body)
        .find((o) => !partner.some((p) => p.id === o.id))!;
      const stats = `/v2/organizations/${hidden.id}/statistics/cash-receipt/by-days?from=${FROM}&to=${ANCHOR}`;
      expect((await get(stats, DEMO_PARTNER)).body.errorCode).toBe(403003);
    });
  });
}
