import type { APIRequestContext } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';

// Shared by the documents API specs: the demo world as the built-in service itself describes it
// (called directly with the demo integrator's credentials), and an independent oracle for sums.

export const SERVICE_HEADERS = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};

type Drive = { fiscalDriverNumber: string; earliestDocumentTimestamp: string | null };
export type Register = {
  orgId: string;
  inn: string;
  rnm: string;
  permissionFrom: string;
  permissionTo: string;
  drives: Drive[];
  lastDocumentTimestamp: string | null;
};

export async function demoRegisters(request: APIRequestContext): Promise<Register[]> {
  const orgs = (await (
    await request.get('/v2/organizations', { headers: SERVICE_HEADERS })
  ).json()) as { id: string; inn: string }[];
  const registers: Register[] = [];
  for (const org of orgs) {
    const response = await request.get(`/v2/organizations/${org.id}/cashboxes`, {
      headers: SERVICE_HEADERS,
    });
    for (const c of (await response.json()) as Record<string, unknown>[]) {
      registers.push({
        orgId: org.id,
        inn: org.inn,
        rnm: c.regNumber as string,
        permissionFrom: c.permissionFrom as string,
        permissionTo: c.permissionTo as string,
        drives: c.fiscalDrives as Drive[],
        lastDocumentTimestamp: (c.lastDocumentTimestamp as string | null) ?? null,
      });
    }
  }
  return registers;
}

export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A register whose window covers the whole history, on its current drive, and its last week. */
export async function openRegisterWeek(request: APIRequestContext) {
  const registers = await demoRegisters(request);
  const open = registers
    .filter((r) => r.permissionTo > (r.lastDocumentTimestamp ?? '') && r.lastDocumentTimestamp)
    .filter((r) => r.permissionFrom < (r.drives.at(-1)?.earliestDocumentTimestamp ?? ''))
    .sort((a, b) => b.rnm.localeCompare(a.rnm))[0];
  if (!open) throw new Error('the demo world has no register with an open window');
  const drive = open.drives.at(-1)!.fiscalDriverNumber;
  const to = open.lastDocumentTimestamp!.slice(0, 10);
  return { register: open, drive, from: addDays(to, -6), to };
}

export type RegisterWeek = Awaited<ReturnType<typeof openRegisterWeek>>;

export function documentsPath(r: Register, rest = '') {
  return `/api/organizations/${r.orgId}/cashboxes/${r.rnm}/documents${rest}`;
}

export type Envelope = Record<string, Record<string, unknown>>;

/** The service's own answer for the period: what the dashboard must agree with. */
export async function serviceTickets(
  request: APIRequestContext,
  r: Register,
  drive: string,
  from: string,
  to: string,
): Promise<{ type: string; body: Record<string, unknown> }[]> {
  const response = await request.get(
    `/v1/integration/inns/${r.inn}/kkts/${r.rnm}/fss/${drive}/tickets?dateFrom=${from}&dateTo=${to}`,
    { headers: SERVICE_HEADERS },
  );
  if (!response.ok()) throw new Error(`tickets answered ${response.status()}`);
  return ((await response.json()) as Envelope[]).map((e) => {
    const [type, body] = Object.entries(e)[0]!;
    return { type, body };
  });
}

/** The last week of an open register with the service's own tickets of it. */
export async function openRegisterWeekWithTickets(request: APIRequestContext) {
  const week = await openRegisterWeek(request);
  const tickets = await serviceTickets(request, week.register, week.drive, week.from, week.to);
  return { ...week, tickets };
}

const CHECKS = ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection'];
// Revenue is sales − sale returns; money paid out (3 − 4) is its own figure.
const SIGN: Record<number, number> = { 1: 1, 2: -1, 3: 0, 4: 0 };

/** Sums computed here, from the raw envelopes, without any of the app's code. */
export function expectedSummary(documents: { type: string; body: Record<string, unknown> }[]) {
  const n = (v: unknown) => (typeof v === 'number' ? v : 0);
  const s = { receipts: 0, sales: 0, salesSum: 0, returnsSum: 0, purchasesSum: 0 };
  let purchaseReturnsSum = 0;
  let net = 0;
  let cash = 0;
  let cashless = 0;
  for (const { type, body } of documents) {
    if (!CHECKS.includes(type)) continue;
    const op = body.operationType as number;
    const total = n(body.totalSum);
    s.receipts += 1;
    if (op === 1) {
      s.sales += 1;
      s.salesSum += total;
    }
    if (op === 2) s.returnsSum += total;
    if (op === 3) s.purchasesSum += total;
    if (op === 4) purchaseReturnsSum += total;
    net += SIGN[op]! * total;
    cash += SIGN[op]! * n(body.cashTotalSum);
    cashless += SIGN[op]! * n(body.ecashTotalSum);
  }
  return {
    ...s,
    purchaseReturnsSum,
    net,
    payouts: s.purchasesSum - purchaseReturnsSum,
    cash,
    cashless,
    averageCheck: s.sales ? Math.round(s.salesSum / s.sales) : 0,
  };
}
