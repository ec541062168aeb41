import { expect, test, type APIRequestContext } from '../support/load-aware-test';
import ExcelJS from 'exceljs';
import { parseCsv, ruSpreadsheetCell } from '../../lib/testing/csv';
import {
  addDays,
  expectedSummary,
  isCheck,
  localToday,
  registers,
  tickets,
  type Body,
  type Register,
} from '../support/documents-world';
import { scaled } from '../support/scaled';

// The organization's month export (docs/exports.md), downloaded and read back: the CSV parsed with
// `;` and decimal commas, the XLSX read by exceljs. Row counts and totals are checked against the
// built-in service's own `tickets` of every drive of every register, summed by the test's helper
// (e2e/support/documents-world.ts), never against the dashboard's numbers.

// A month of every register of an organization on a shared machine: time to spare.
test.describe.configure({ timeout: scaled(300_000) });

const today = localToday();
const month = addDays(`${today.slice(0, 8)}01`, -1).slice(0, 7);
const first = `${month}-01`;
const last = addDays(`${today.slice(0, 8)}01`, -1);

const VAT_NAMES: Record<string, string> = {
  nds22: 'НДС 22%',
  nds20: 'НДС 20%',
  nds10: 'НДС 10%',
  // 0% and "no VAT" columns hold turnover, and say so.
  nds0: 'Оборот по ставке 0%',
  ndsNo: 'Оборот без НДС',
};

/** Tag-1199 codes of the FFD 1.2 list `amountsReceiptNds.amountsNds` (docs/fiscal-rules.md). */
const LISTED: Record<number, string> = { 1: 'nds20', 2: 'nds10', 11: 'nds22' };

/**
 * A receipt's VAT by rate, read as real receipts state it, with this file's own arithmetic: a
 * rate's own field (`nds22`, `nds10`, …), `nds18` as the standard rate of the receipt's year
 * (20% until 2025, 22% from 2026) and the FFD 1.2 list by code.
 */
function vatByRate(d: Body): Record<string, number> {
  const vat: Record<string, number> = {};
  const add = (field: string, value: unknown) => {
    if (typeof value === 'number') vat[field] = (vat[field] ?? 0) + value;
  };
  for (const field of Object.keys(VAT_NAMES)) add(field, d[field]);
  add(d.dateTime < '2026' ? 'nds20' : 'nds22', d.nds18);
  const list = (d.amountsReceiptNds as { amountsNds?: { nds: number; ndsSum: number }[] })
    ?.amountsNds;
  for (const entry of list ?? []) if (LISTED[entry.nds]) add(LISTED[entry.nds]!, entry.ndsSum);
  return vat;
}

/** The organization with the most registers, and what the service itself holds for its month. */
async function expectedMonth(request: APIRequestContext) {
  const all = await registers(request);
  const counts = new Map<string, number>();
  for (const r of all) counts.set(r.orgId, (counts.get(r.orgId) ?? 0) + 1);
  const orgId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  const mine = all.filter((r) => r.orgId === orgId);
  const documents: Body[] = [];
  const outside: { register: Register; from: string; to: string }[] = [];
  for (const register of mine) {
    const from = register.permissionFrom.slice(0, 10);
    const to = register.permissionTo.slice(0, 10);
    if (first < from) outside.push({ register, from: first, to: min(last, addDays(from, -1)) });
    if (to < last) outside.push({ register, from: max(first, addDays(to, 1)), to: last });
    if (to < first || from > last) continue;
    for (const drive of register.drives) {
      documents.push(...(await tickets(request, register, drive.number, first, last)));
    }
  }
  const checks = documents.filter(isCheck);
  // Two totals rows (docs/fiscal-rules.md): revenue (sales − returns) and paid out (3 − 4).
  const ofKind = (ops: number[]) => {
    const mine = checks.filter((d) => ops.includes(d.operationType as number));
    const sign = (d: Body) => (d.operationType === ops[1] ? -1 : 1);
    const sum = (value: (d: Body) => number) => mine.reduce((s, d) => s + sign(d) * value(d), 0);
    const num = (field: string) => (d: Body) => (typeof d[field] === 'number' ? d[field] : 0);
    return { mine, sum, num };
  };
  const read = new Map(checks.map((d) => [d, vatByRate(d)]));
  const vat = Object.keys(VAT_NAMES).filter((f) =>
    checks.some((d) => read.get(d)![f] !== undefined),
  );
  const totals = (ops: number[]) => {
    const { mine, sum, num } = ofKind(ops);
    if (mine.length === 0) return undefined;
    return [
      sum(num('totalSum')),
      sum(num('cashTotalSum')),
      sum(num('ecashTotalSum')),
      ...vat.map((f) => sum((d) => read.get(d)![f] ?? 0)),
    ];
  };
  return {
    orgId,
    checks,
    summary: expectedSummary(documents),
    outside,
    vat,
    revenue: totals([1, 2])!,
    payouts: totals([3, 4]),
  };
}

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
const ru = (d: string) => d.split('-').reverse().join('.');

test('the Russian CSV reads back: a row per receipt, its totals the service’s own', async ({
  request,
}) => {
  const expected = await expectedMonth(request);
  expect(expected.checks.length).toBeGreaterThan(0);
  const response = await request.get(`/api/organizations/${expected.orgId}/export`, {
    params: { month, format: 'csv' },
    headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const name = decodeURIComponent(response.headers()['content-disposition']!.split("UTF-8''")[1]!);
  expect(name).toMatch(new RegExp(`^Чеки .+ за ${month.slice(5)}\\.${month.slice(0, 4)}\\.csv$`));
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'), ';');
  expect(header).toEqual([
    'Касса',
    'РНМ',
    'Адрес',
    'Фискальный накопитель',
    'Номер ФД',
    'Время',
    'Тип документа',
    'Операция',
    'Сумма, руб.',
    'Наличными, руб.',
    'Безналичными, руб.',
    ...expected.vat.map((f) => VAT_NAMES[f]),
  ]);
  const totalsOf = (label: string) => rows.find((r) => r[0] === label)?.map(ruSpreadsheetCell);
  const totals = totalsOf('Итого выручка (приход − возвраты)')!;
  expect(totals, 'the revenue totals row').toBeDefined();
  const paid = totalsOf('Итого выплачено (расход − возвраты)');
  const receipts = rows.filter((r) => /^\d+$/.test(r[4]!));
  expect(receipts).toHaveLength(expected.checks.length);
  // Money is a number to a Russian spreadsheet; the totals are the service's, to the kopeck.
  const kopecks = (cell: unknown) => Math.round((cell as number) * 100);
  expect(totals.slice(8).map(kopecks)).toEqual(expected.revenue);
  expect(totals.slice(8, 9).map(kopecks)).toEqual([expected.summary.net]);
  expect(paid?.slice(8).map(kopecks)).toEqual(expected.payouts);
  const one = expected.checks[0]!;
  const line = receipts.find(
    (r) =>
      r[4] === String(one.fiscalDocumentNumber) &&
      ruSpreadsheetCell(r[3]!) === one.fiscalDriveNumber.trim(),
  )!;
  expect(ruSpreadsheetCell(line[5]!)).toEqual({ date: one.dateTime.slice(0, 19) });
  // Days outside a register's window say "no access" with the window, never 0,00.
  const noAccess = rows.filter((r) => r[8]!.startsWith('нет доступа'));
  expect(noAccess.map((r) => [ruSpreadsheetCell(r[1]!), r[5]]).sort()).toEqual(
    expected.outside.map((o) => [o.register.rnm, `${ru(o.from)} – ${ru(o.to)}`]).sort(),
  );
  for (const r of noAccess) expect(r[8]).toMatch(/^нет доступа \(окно \d\d\.\d\d\.\d{4} – /);
  // No English in a Russian file: the words are ours (names and addresses are the registers').
  const words = [...header!, ...rows.flatMap((r) => [r[6], r[7]])].join(' ');
  expect(words).not.toMatch(/[a-z]{3,}/i);
});

test('the XLSX reads back: dates as dates, money as numbers, the same totals', async ({
  request,
}) => {
  const expected = await expectedMonth(request);
  const response = await request.get(`/api/organizations/${expected.orgId}/export`, {
    params: { month, format: 'xlsx' },
    headers: { 'Accept-Language': 'en-US,en;q=0.9' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toContain(`filename="receipts-`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await response.body()) as never);
  const sheet = workbook.worksheets[0]!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1).slice(0, 3)).toEqual(['Register', 'RNM', 'Address']);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2));
  const receipts = rows.filter((r) => typeof r[4] === 'number');
  expect(receipts).toHaveLength(expected.checks.length);
  expect(receipts.every((r) => r[5] instanceof Date && typeof r[8] === 'number')).toBe(true);
  const kopecks = (v: unknown) => Math.round((v as number) * 100);
  const totals = rows.find((r) => r[0] === 'Total revenue (sales − returns)')!;
  expect(totals.slice(8).map(kopecks)).toEqual(expected.revenue);
  const paid = rows.find((r) => r[0] === 'Total paid out (expenses − returns)');
  expect(paid?.slice(8).map(kopecks)).toEqual(expected.payouts);
});

test('a month that has not begun, or is not a month, is refused as a bad request', async ({
  request,
}) => {
  const [r] = await registers(request);
  for (const bad of ['2026-13', 'last', `${Number(today.slice(0, 4)) + 1}-01`]) {
    const response = await request.get(`/api/organizations/${r!.orgId}/export`, {
      params: { month: bad, format: 'csv' },
    });
    expect(response.status(), bad).toBe(400);
    expect(response.headers()['content-type']).toContain('application/problem+json');
  }
});
