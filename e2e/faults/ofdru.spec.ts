import { expect, test } from '../fixtures';
import { OFDRU_E2E } from '../ofdru-stand-in.mjs';
import { STAND_IN } from '../stand-in-operator.mjs';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { scaled } from '../support/scaled';

// A third operator (docs/operators-ofdru.md): the second dashboard has an OFD.ru stand-in
// (e2e/ofdru-stand-in.mjs) beside its default operator and Taxcom. The list names its operator,
// and its organization leads to the registers OFD.ru lists.

passThroughAroundEachTest();

test('an OFD.ru organization in the list, naming its operator, and its registers', async ({
  page,
}) => {
  await page.goto('/organizations');
  const orgs = page.getByRole('table', { name: 'Organizations' });
  const row = orgs.getByRole('row').filter({ hasText: OFDRU_E2E.shortName });
  await expect(row).toContainText(OFDRU_E2E.title, { timeout: scaled(30_000) });
  await expect(orgs.getByRole('row').filter({ hasText: STAND_IN.shortName })).toBeVisible();
  await row.getByRole('link', { name: OFDRU_E2E.shortName }).click();
  await expect(page).toHaveURL(`/organizations/${OFDRU_E2E.name}~${OFDRU_E2E.inn}/cashboxes`);
  const registers = page.getByRole('table', { name: /^Cash registers of/ });
  await expect(registers.getByRole('row').filter({ hasText: OFDRU_E2E.rnm })).toBeVisible();
});
