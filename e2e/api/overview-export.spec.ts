import { addDays, localToday } from '../support/documents-world';
import { expect, test } from '../support/load-aware-test';

// The overview's tables as files (/api/overview/export): XLSX and CSV, and the CSV a Russian
// reader gets. Only the answers matter here, so no page is opened.

const today = localToday();
const query = `from=${addDays(today, -9)}&to=${addDays(today, -3)}`;

test('exports: the tables as XLSX and CSV', async ({ request }) => {
  const xlsx = await request.get(`/api/overview/export?${query}&format=xlsx`);
  expect(xlsx.status()).toBe(200);
  expect(xlsx.headers()['content-type']).toContain('spreadsheetml');
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe('PK');
  const csv = await request.get(`/api/overview/export?${query}&format=csv&table=days`);
  expect(csv.status()).toBe(200);
  // A header, seven days and a totals row.
  const lines = (await csv.text()).split('\r\n').filter(Boolean);
  expect(lines).toHaveLength(9);
  expect(lines[8]).toMatch(/^Total,\d+\.\d\d,/);
});

test('exports in Russian: `;`, decimal commas, dd.mm.yyyy, Russian headers, VAT and file name', async ({
  playwright,
  request,
  baseURL,
}) => {
  // The signed-in person's session, reading in Russian (the language cookie the switch sets).
  const state = await request.storageState();
  const locale = { name: 'NEXT_LOCALE', value: 'ru', domain: new URL(baseURL!).hostname };
  const russian = await playwright.request.newContext({
    baseURL,
    storageState: {
      ...state,
      cookies: [
        ...state.cookies,
        { ...locale, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
    },
  });
  const get = (table: string) =>
    russian.get(`/api/overview/export?${query}&format=csv&table=${table}`);
  const days = await get('days');
  expect(decodeURIComponent(days.headers()['content-disposition'] ?? '')).toContain(
    "filename*=UTF-8''Обзор продаж",
  );
  const lines = (await days.text()).replace('\uFEFF', '').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Дата;Приход;Наличные;Безналичные;Возвраты');
  expect(lines[1]).toMatch(/^\d\d\.\d\d\.\d{4};-?\d+,\d\d;/);
  expect(lines.at(-1)).toMatch(/^Итого;\d+,\d\d;/);
  const figures = (await (await get('figures')).text()).replace('\uFEFF', '');
  expect(figures.split('\r\n')[0]).toMatch(/^Показатель;\d\d\.\d\d\.\d{4} – /);
  expect(figures).toMatch(/\nНДС \d+%;/);
  expect(figures).not.toMatch(/nds/);
  await russian.dispose();
});
