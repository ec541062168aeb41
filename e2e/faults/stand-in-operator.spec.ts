import { expect, test } from '../fixtures';
import { STAND_IN, standInDay } from '../stand-in-operator.mjs';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { openDayOfDocuments, openRegisterByRow } from '../support/register-links';

// The second dashboard against a stand-in operator (served by the fault proxy, e2e/
// stand-in-operator.mjs) that sends data the way real operators do: an organization id that is
// not hex, a register number with a typo, a day with an unreadable receipt and other quirks, its
// documents paged through `documents/by-period` with opaque cursors. The walk goes from the
// organization to a receipt, by the links a person would follow.

passThroughAroundEachTest();

test('a real operator’s quirks: from a non-hex organization to its receipts', async ({ page }) => {
  const day = standInDay();
  await page.goto('/organizations');
  const orgs = page.getByRole('table', { name: 'Organizations' });
  await orgs.getByRole('link', { name: STAND_IN.shortName }).click();
  await expect(page).toHaveURL(`/organizations/${STAND_IN.orgId}/cashboxes`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAND_IN.shortName);

  await openRegisterByRow(page, STAND_IN.orgId, STAND_IN.rnm, 'Касса стенда');
  // The number fails its check code: a hint, and the register still works.
  await expect(page.getByTestId('rnm-hint')).toBeVisible();

  await openDayOfDocuments(page, day);

  // Five readable documents; the sixth is counted, listed and excluded from the figures.
  const notice = page.getByTestId('unreadable-notice');
  await expect(notice).toContainText('1 document could not be read');
  await expect(page.getByTestId('summary-excludes')).toBeVisible();
  await notice.getByText('Show them').click();
  const unreadable = notice.getByTestId('unreadable-document');
  await expect(unreadable).toHaveCount(1);
  await expect(unreadable).toContainText('FD 3');
  await expect(unreadable).toContainText('totalSum');
  await unreadable.getByText('Raw JSON as sent').click();
  await expect(unreadable.locator('pre')).toContainText('"totalSum": "120.00"');

  // The receipt an agent sold: the document's seller, and the organization record beside it.
  await page.getByRole('row').filter({ hasText: '10:05' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/documents/2\\?`));
  await expect(page.getByTestId('seller-name')).toHaveText('ИП Агентов А. А.');
  await expect(page.getByTestId('seller-inn')).toHaveText('500100732259');
  await expect(page.getByTestId('record-name')).toHaveText(STAND_IN.shortName);
  await expect(page.getByText('1168453787').first()).toBeVisible();

  // The receipt with an empty-string cash sum and a line without price: opens, marked.
  const detail = page.url().replace('/documents/2?', '/documents/4?');
  await page.goto(detail);
  await expect(page.getByTestId('unread-fields')).toContainText('cashTotalSum');
  await expect(page.getByTestId('receipt-cash')).toHaveText('could not be read');
  await expect(page.getByTestId('unread-field').nth(1)).toBeVisible();

  // 20% in a year of 22%: a warning on the receipt.
  await page.goto(page.url().replace('/documents/4?', '/documents/5?'));
  await expect(page.getByTestId('vat-date-warning')).toBeVisible();

  // A time sent as epoch seconds (14:30 UTC): the shop's wall clock in Moscow, and a note why.
  await page.goto(page.url().replace('/documents/5?', '/documents/6?'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header').getByText(/17:30/)).toBeVisible();
  await expect(page.getByTestId('time-zone-note')).toContainText('UTC+3');
});

test('a mistyped register number: the lookup says it does not check out and offers the register', async ({
  page,
}) => {
  const typo = `${STAND_IN.rnm.slice(0, 15)}7`;
  await page.goto(`/lookup?q=${typo}`);
  const notice = page.getByTestId('rnm-typo');
  await expect(notice).toContainText('does not check out');
  await notice.getByRole('link', { name: STAND_IN.rnm }).click();
  await expect(page).toHaveURL(`/organizations/${STAND_IN.orgId}/cashboxes/${STAND_IN.rnm}`);
});
