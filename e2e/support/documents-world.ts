import type { APIRequestContext } from '@playwright/test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';

// The demo world as the built-in service itself tells it, for the document browser's specs. The
// expected figures are computed here from the service's own `tickets` answer, with arithmetic of
// this file's own (not the app's), so a wrong sum on the page cannot agree with a wrong helper.

const headers = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};

export type Body = Record<string, unknown> & {
  type: string;
  fiscalDocumentNumber: number;
  dateTime: string;
  fiscalDriveNumber: string;
};

export type Register = {
  orgId: string;
  inn: string;
  rnm: string;
  name: string;
  serialNumber: string;
  permissionFrom: string;
  permissionTo: string;
  drives: { number: string; earliest: string }[];
};

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers });
  if (!response.ok()) throw new Error(`${path} → ${response.status()}`);
  return (await response.json()) as T;
}

export async function registers(request: APIRequestContext): Promise<Register[]> {
  const orgs = await json<{ id: string; inn: string }[]>(request, '/v2/organizations');
  const out: Register[] = [];
  for (const org of orgs) {
    const boxes = await json<
      {
        regNumber: string;
        name: string;
        serialNumber: string;
        permissionFrom: string;
        permissionTo: string;
        fiscalDrives: { fiscalDriverNumber: string; earliestDocumentTimestamp: string }[];
      }[]
    >(request, `/v2/organizations/${org.id}/cashboxes`);
    for (const box of boxes) {
      out.push({
        orgId: org.id,
        inn: org.inn.trim(),
        rnm: box.regNumber,
        name: box.name,
        serialNumber: box.serialNumber,
        permissionFrom: box.permissionFrom,
        permissionTo: box.permissionTo,
        drives: box.fiscalDrives
          .map((d) => ({
            number: d.fiscalDriverNumber.trim(),
            earliest: d.earliestDocumentTimestamp,
          }))
          .sort((a, b) => a.earliest.localeCompare(b.earliest)),
      });
    }
  }
  return out;
}

/** The service's `tickets` for a period, each envelope flattened to its body plus `type`. */
export async function tickets(
  request: APIRequestContext,
  register: Register,
  drive: string,
  from: string,
  to: string,
): Promise<Body[]> {
  const path = `/v1/integration/inns/${register.inn}/kkts/${register.rnm}/fss/${drive}/tickets?dateFrom=${from}&dateTo=${to}`;
  const envelopes = await json<Record<string, Record<string, unknown>>[]>(request, path);
  return envelopes.map((envelope) => {
    const [type, body] = Object.entries(envelope)[0]!;
    return { ...body, type } as Body;
  });
}

/**
 * The days of a period on which the register has receipts, from the service's by-days statistics:
 * one small answer where `tickets` would carry every document of the period.
 */
export async function daysWithReceipts(
  request: APIRequestContext,
  register: Register,
  from: string,
  to: string,
): Promise<Set<string>> {
  const path = `/v2/organizations/${register.orgId}/cashboxes/${register.rnm}/statistics/cash-receipt/by-days?from=${from}&to=${to}`;
  const { items } = await json<{ items: { date: string }[] }>(request, path);
  return new Set(items.map((item) => item.date.slice(0, 10)));
}

const CHECKS = ['receipt', 'receiptCorrection', 'bso', 'bsoCorrection'];
export const isCheck = (d: Body) => CHECKS.includes(d.type);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/**
 * What the summary band must say for these documents, in kopecks: revenue (net) is sales − sale
 * returns, and money paid out (payouts) expenses − their returns, never part of it.
 */
export function expectedSummary(documents: Body[]) {
  const checks = documents.filter(isCheck);
  const byOp = (op: number) => checks.filter((d) => d.operationType === op);
  const total = (list: Body[], field = 'totalSum') => list.reduce((s, d) => s + num(d[field]), 0);
  const revenue = (field: string) => total(byOp(1), field) - total(byOp(2), field);
  const sales = byOp(1);
  return {
    documents: documents.length,
    receipts: checks.length,
    income: total(sales),
    returns: total(byOp(2)),
    net: revenue('totalSum'),
    payouts: total(byOp(3)) - total(byOp(4)),
    cash: revenue('cashTotalSum'),
    cashless: revenue('ecashTotalSum'),
    average: sales.length === 0 ? 0 : Math.round(total(sales) / sales.length),
  };
}

/** "RUB 1,285.21" / "-RUB 5.00" (English page) → kopecks. */
export function kopecksOf(text: string): number {
  const clean = text.replace(/[^\d.-]/g, '');
  const negative = clean.startsWith('-');
  const [rubles = '0', fraction = '0'] = clean.replace('-', '').split('.');
  const value = Number(rubles) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Calendar arithmetic on 'YYYY-MM-DD' strings (UTC only, so no zone shifts a day). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The period of `count` days ending `ago` days before today (today itself unless said):
 * `from` and `to` as 'YYYY-MM-DD'.
 */
export function lastDays(count: number, ago = 0): { from: string; to: string } {
  const to = addDays(localToday(), -ago);
  return { from: addDays(to, 1 - count), to };
}

export function browserPath(register: Register, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `/organizations/${register.orgId}/cashboxes/${register.rnm}/documents${search ? `?${search}` : ''}`;
}

export function documentPath(
  register: Register,
  fd: number,
  query: Record<string, string>,
): string {
  return `/organizations/${register.orgId}/cashboxes/${register.rnm}/documents/${fd}?${new URLSearchParams(query)}`;
}

/** The register's current drive: the one with the latest first document. */
export const currentDrive = (register: Register) => register.drives.at(-1)!;

/** A register whose window is open today on its current drive and that sells to the public. */
export async function openRegister(request: APIRequestContext): Promise<Register> {
  const today = localToday();
  const all = await registers(request);
  const found = all.find(
    (r) =>
      r.permissionFrom.slice(0, 10) <= addDays(today, -30) &&
      r.permissionTo.slice(0, 10) >= today &&
      r.drives.length === 1,
  );
  if (!found) throw new Error('the demo world has no register with an open window');
  return found;
}

/**
 * The open register's current drive over the last `days` days, and the document browser's address
 * for that period with any more of `query` (filters, sorting, a page).
 */
export async function recentDocuments(
  request: APIRequestContext,
  days: number,
  query: Record<string, string> = {},
) {
  const register = await openRegister(request);
  const drive = currentDrive(register).number;
  const period = lastDays(days);
  return {
    register,
    drive,
    ...period,
    path: browserPath(register, { drive, ...period, ...query }),
  };
}

/**
 * A register whose window opened after its current drive's first document, at least `daysAgo`
 * days ago: the days before its window are outside it. Undefined when the world has none.
 */
export async function lateRegister(
  request: APIRequestContext,
  daysAgo: number,
): Promise<Register | undefined> {
  return (await registers(request)).find(
    (r) =>
      r.permissionFrom.slice(0, 10) > currentDrive(r).earliest.slice(0, 10) &&
      r.permissionFrom.slice(0, 10) <= addDays(localToday(), -daysAgo),
  );
}

/** A receipt (a document with a total) of the last `days` days on a register's current drive. */
export async function recentReceipt(
  request: APIRequestContext,
  days: number,
  register?: Register,
): Promise<{ register: Register; drive: string; from: string; to: string; receipt: Body }> {
  const at = register ?? (await openRegister(request));
  const drive = currentDrive(at).number;
  const { from, to } = lastDays(days);
  const receipt = (await tickets(request, at, drive, from, to)).find(
    (d) => typeof d.totalSum === 'number',
  );
  if (!receipt) throw new Error(`no receipt on ${at.rnm} in the last ${days} days`);
  return { register: at, drive, from, to, receipt };
}

/**
 * A register whose fiscal drive was replaced, its old and next drive, and the days around the
 * replacement (two each side, inside its window): a period that holds both drives' documents.
 */
export async function acrossReplacement(request: APIRequestContext) {
  const target = (await registers(request)).find((r) => r.drives.length > 1);
  if (!target) throw new Error('the demo world has no register whose fiscal drive was replaced');
  const [old, next] = target.drives as [Register['drives'][0], Register['drives'][0]];
  const change = next.earliest.slice(0, 10);
  const from = [addDays(change, -2), target.permissionFrom.slice(0, 10)].sort()[1]!;
  const to = [addDays(change, 2), target.permissionTo.slice(0, 10)].sort()[0]!;
  return { target, old, next, from, to };
}
