import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { capture } from '../support/screens';

// The settings pages speak their reader's language whoever the data is for: the delivery log says
// what a message was about in the reader's words, whatever language it went out in
// (docs/alerts.md, "Language"), and the audit trail's details are labelled fields, an export's
// format in words. Screens at 1280 and 390 px in Russian.

test.describe.configure({ timeout: 180_000 });

type Delivery = { id: string; about: { reason?: string } | null };
/** The board's reason names, from the catalog the app itself reads. */
const reasons = (locale: 'en' | 'ru'): Record<string, string> =>
  JSON.parse(readFileSync(`lib/i18n/messages/${locale}/health.json`, 'utf8')).Health.reason;

async function inLanguage(page: Page, baseURL: string | undefined, locale: 'en' | 'ru') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
}

test('the delivery log names each message’s reason in the reader’s language', async ({
  page,
  baseURL,
}) => {
  // One evaluation that ran: the demo world's planted faults reach the demo rule.
  await expect(async () => {
    const ran = await page.request.post('/api/alerts/evaluate', { headers: { Origin: baseURL! } });
    expect((await ran.json()).ran).toBe(true);
  }).toPass({ timeout: 30_000 });
  const deliveries = (await (
    await page.request.get('/api/alerts/deliveries')
  ).json()) as Delivery[];
  const one = deliveries.find((d) => d.about?.reason)!;
  expect(one, 'a delivery about a register’s reason').toBeDefined();
  for (const locale of ['en', 'ru'] as const) {
    await inLanguage(page, baseURL, locale);
    await page.goto('/settings/alerts');
    const row = page.locator(`[data-testid="delivery-row"][data-id="${one.id}"]`);
    await expect(row).toContainText(reasons(locale)[one.about!.reason!]!);
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await capture(page, 'settings-alerts-ru', width);
  }
});

test('an export in the audit trail reads as labelled fields, its format in words', async ({
  page,
  request,
  baseURL,
}) => {
  const [org] = (await (await request.get('/api/organizations')).json()) as { id: string }[];
  const [box] = (await (await request.get(`/api/organizations/${org!.id}/cashboxes`)).json()) as {
    regNumber: string;
    permissionTo: string;
    fiscalDrive: { fiscalDriveNumber: string };
  }[];
  const day = box!.permissionTo.slice(0, 10);
  const base = `/api/organizations/${org!.id}/cashboxes/${box!.regNumber}/documents/export`;
  const drive = box!.fiscalDrive.fiscalDriveNumber;
  expect((await request.get(`${base}?drive=${drive}&from=${day}&to=${day}`)).status()).toBe(200);

  await inLanguage(page, baseURL, 'ru');
  await page.goto(`/settings/audit?action=export&who=${box!.regNumber}`);
  const details = page.getByRole('table').getByRole('row').nth(1);
  const field = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(field('Формат')).toHaveText('CSV, документы');
  await expect(field('С')).toHaveText(`${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`);
  await expect(field('Касса')).toHaveText(box!.regNumber);
  await expect(field('Фискальный накопитель')).toHaveText(drive);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/settings/audit');
    await capture(page, 'settings-audit-ru', width);
    await page.goto('/settings/mirror');
    await capture(page, 'settings-mirror-ru', width);
  }
});
