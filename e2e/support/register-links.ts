import { expect, type Page } from './load-aware-test';

// The links a person follows from an organization's registers to a day of one register's
// documents, as every operator's walk in e2e/faults follows them (the default operator's stand-in,
// Taxcom, OFD.ru): each click waits for the address it leads to before the next.

/** From the organization's registers, the register whose row shows `text` (its name or place). */
export async function openRegisterByRow(page: Page, orgId: string, rnm: string, text: string) {
  const registers = page.getByRole('table', { name: /^Cash registers of/ });
  await registers.getByRole('row').filter({ hasText: rnm }).getByText(text).first().click();
  await expect(page).toHaveURL(`/organizations/${orgId}/cashboxes/${rnm}`);
}

/** From the register's page, its documents by the page's own link, then narrowed to `day`. */
export async function openDayOfDocuments(page: Page, day: string) {
  await page.getByRole('link', { name: 'Browse documents' }).click();
  await expect(page).toHaveURL(/\/documents\?/);
  const url = new URL(page.url());
  url.searchParams.set('from', day);
  url.searchParams.set('to', day);
  await page.goto(url.pathname + url.search);
}
