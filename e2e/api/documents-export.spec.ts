import { expect, test } from '../support/load-aware-test';
import type { APIRequestContext } from '../support/load-aware-test';
import {
  documentsPath,
  openRegisterWeek,
  openRegisterWeekWithTickets,
  type RegisterWeek,
} from './documents-helpers';
import ExcelJS from 'exceljs';
import { parseCsv, ruSpreadsheetCell } from '../../lib/testing/csv';

// CSV exports (§4) and the progress stream (§2) of the documents API against the demo world.

/** The week's export with these parameters, checked to answer 200. */
async function exportWeek(
  request: APIRequestContext,
  { register, drive, from, to }: RegisterWeek,
  params: Record<string, string>,
  headers?: Record<string, string>,
) {
  const response = await request.get(documentsPath(register, '/export'), {
    params: { drive, from, to, ...params },
    headers,
  });
  expect(response.status()).toBe(200);
  return response;
}

test.describe('documents export', () => {
  test('documents CSV: BOM, file name, one row per document, roubles with a dot', async ({
    request,
  }) => {
    const week = await openRegisterWeekWithTickets(request);
    const { register, from, to, tickets } = week;
    const response = await exportWeek(request, week, { kind: 'documents', dialect: 'en' });
    expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    // The name in the person's language (`filename*`), with an ASCII stand-in for old clients.
    expect(response.headers()['content-disposition']).toBe(
      `attachment; filename="${register.rnm}_${from}_${to}_documents.csv"; filename*=UTF-8''${encodeURIComponent(`Documents of register ${register.rnm} ${from}–${to}.csv`)}`,
    );
    const ru = await exportWeek(
      request,
      week,
      { kind: 'items' },
      {
        'Accept-Language': 'ru-RU,ru;q=0.9',
      },
    );
    const ruDate = (d: string) => d.split('-').reverse().join('.');
    expect(decodeURIComponent(ru.headers()['content-disposition']!.split("UTF-8''")[1]!)).toBe(
      `Позиции кассы ${register.rnm} ${ruDate(from)}–${ruDate(to)}.csv`,
    );
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(tickets.length + 1);
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([11]));
    // Column 6 is the total: the same kopecks as the service's, written as roubles with a dot.
    const receipt = tickets.find((t) => t.type === 'receipt')!;
    const line = rows.find((r) => r[2] === String(receipt.body.fiscalDocumentNumber))!;
    const total = receipt.body.totalSum as number;
    expect(line[5]).toBe(`${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`);
  });

  test('items CSV: one row per item of the filtered receipts', async ({ request }) => {
    const week = await openRegisterWeekWithTickets(request);
    const { tickets } = week;
    const response = await exportWeek(request, week, { kind: 'items', ops: '1', dialect: 'en' });
    const rows = parseCsv((await response.body()).subarray(3).toString('utf8'));
    const items = tickets
      .filter((t) => t.body.operationType === 1)
      .reduce((n, t) => n + ((t.body.items as unknown[] | undefined)?.length ?? 0), 0);
    expect(rows).toHaveLength(items + 1);
    // time, FD, operation, name, price, quantity, unit, sum, VAT rate, payment method, code, drive
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([12]));
  });
});

test.describe('exports for spreadsheets', () => {
  test('Russian CSV opens as columns of numbers and dates (`;`, decimal comma)', async ({
    request,
  }) => {
    const week = await openRegisterWeekWithTickets(request);
    const { tickets } = week;
    const response = await exportWeek(
      request,
      week,
      { kind: 'items', ops: '1' },
      { 'Accept-Language': 'ru-RU,ru;q=0.9' },
    );
    const bytes = await response.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'), ';');
    expect(rows[0]![0]).toBe('Время');
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([12]));
    const receipt = tickets.find((t) => t.body.operationType === 1)!;
    const items = receipt.body.items as { sum: number; quantity: number }[];
    const lines = rows.filter((r) => r[1] === String(receipt.body.fiscalDocumentNumber));
    expect(lines).toHaveLength(items.length);
    const cells = lines[0]!.map(ruSpreadsheetCell);
    expect(cells[0]).toEqual({ date: String(receipt.body.dateTime).slice(0, 19) });
    expect(cells[1]).toBe(receipt.body.fiscalDocumentNumber);
    expect(cells[5]).toBe(items[0]!.quantity);
    expect(cells[7]).toBe(items[0]!.sum / 100);
    // Every money and quantity field of every row is a number to a Russian spreadsheet.
    for (const row of rows.slice(1)) {
      for (const i of [4, 5, 7]) expect(typeof ruSpreadsheetCell(row[i]!)).toBe('number');
    }
    // Weighed lines say their unit, marked ones their code in words (docs/fiscal-rules.md).
    type Line = { itemsQuantityMeasure?: number; productCodeNew?: { gs1m?: { gtin: string } } };
    const lines2 = tickets.flatMap((t) =>
      t.body.operationType === 1
        ? ((t.body.items as Line[] | undefined) ?? []).map((item) => ({ t, item }))
        : [],
    );
    const kg = lines2.find(({ item }) => item.itemsQuantityMeasure === 11);
    const code = lines2.find(({ item }) => item.productCodeNew?.gs1m);
    expect(kg && code, 'weighed and marked lines in the week').toBeTruthy();
    const rowsOf = (fd: unknown) => rows.filter((r) => r[1] === String(fd));
    expect(rowsOf(kg!.t.body.fiscalDocumentNumber).map((r) => r[6])).toContain('кг');
    expect(
      rowsOf(code!.t.body.fiscalDocumentNumber)
        .map((r) => r[10])
        .join(' '),
    ).toContain(code!.item.productCodeNew!.gs1m!.gtin);
  });

  test('XLSX of documents reads back with typed cells and the same totals', async ({ request }) => {
    const week = await openRegisterWeekWithTickets(request);
    const { register, from, to, tickets } = week;
    const response = await exportWeek(request, week, { kind: 'documents', format: 'xlsx' });
    expect(response.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers()['content-disposition']).toContain(
      `attachment; filename="${register.rnm}_${from}_${to}_documents.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(tickets.length + 1);
    const receipt = tickets.find((t) => t.type === 'receipt')!;
    let found = false;
    sheet.eachRow((row, n) => {
      if (n === 1 || row.getCell(3).value !== receipt.body.fiscalDocumentNumber) return;
      found = true;
      expect(row.getCell(1).value).toEqual(
        new Date(`${String(receipt.body.dateTime).slice(0, 19)}Z`),
      );
      expect(row.getCell(6).value).toBe((receipt.body.totalSum as number) / 100);
    });
    expect(found).toBe(true);
  });
});

test.describe('documents progress', () => {
  test('streams days done of days total, then the total as its result', async ({ request }) => {
    const { register, drive, to } = await openRegisterWeek(request);
    // A period not asked for before in this run, so the days really load.
    const from = `${to.slice(0, 8)}01` < to ? `${to.slice(0, 8)}01` : to;
    const response = await request.get(documentsPath(register, '/progress'), {
      params: { drive, from, to },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/x-ndjson');
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const last = lines.at(-1)! as { result?: { total?: number } };
    expect(last.result, 'the last line is the result').toBeDefined();
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
    const progress = lines.slice(0, -1);
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line.total).toBe(days);
    const done = progress.map((line) => line.done as number);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(days);

    const page = await (
      await request.get(documentsPath(register), { params: { drive, from, to, limit: 1 } })
    ).json();
    expect(last.result?.total).toBe(page.total);
  });

  test('refuses a period outside the window before streaming', async ({ request }) => {
    const { register, drive } = await openRegisterWeek(request);
    const response = await request.get(documentsPath(register, '/progress'), {
      params: { drive, from: '2001-01-01', to: '2001-01-31' },
    });
    expect(response.status()).toBe(422);
  });
});
