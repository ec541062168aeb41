import { expect, test } from '../fixtures';
import { STAND_IN } from '../stand-in-operator.mjs';
import { TAXCOM_E2E, taxcomDays, taxcomE2eWorld } from '../taxcom-stand-in.mjs';
import { passThroughAroundEachTest } from '../support/fault-mode';

// Two operators at once (docs/operators.md): the second dashboard's default operator (through the
// fault proxy) and a Taxcom stand-in (e2e/taxcom-stand-in.mjs) configured beside it. The list names
// each row's operator; the walk goes from the Taxcom organization to one of its real receipts by
// the links a person would follow, through the same pages as any other operator's.

passThroughAroundEachTest();

test('both operators in one list, and a Taxcom receipt by the usual links', async ({ page }) => {
  const day = taxcomDays()[1]!;
  const receipt = taxcomE2eWorld().documents.find((d) => d.type === 3 && d.local.startsWith(day))!;
  const printed = Buffer.from(String(receipt.tags['1077']), 'base64').readUInt32BE(2);
  const orgId = `${TAXCOM_E2E.name}~${TAXCOM_E2E.inn}`;

  await test.step('the list names each row’s operator', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    await expect(orgs.getByRole('columnheader', { name: 'Operator' })).toBeVisible();
    const taxcomRow = orgs.getByRole('row').filter({ hasText: TAXCOM_E2E.shortName });
    await expect(taxcomRow).toContainText(TAXCOM_E2E.title);
    await expect(orgs.getByRole('row').filter({ hasText: STAND_IN.shortName })).toBeVisible();
    await taxcomRow.getByRole('link', { name: TAXCOM_E2E.shortName }).click();
    await expect(page).toHaveURL(`/organizations/${orgId}/cashboxes`);
  });

  await test.step('its register, read from Taxcom’s outlets, registers and drives', async () => {
    const registers = page.getByRole('table', { name: /^Cash registers of/ });
    await registers
      .getByRole('row')
      .filter({ hasText: TAXCOM_E2E.rnm })
      .getByText('Касса 1')
      .click();
    await expect(page).toHaveURL(`/organizations/${orgId}/cashboxes/${TAXCOM_E2E.rnm}`);
    await expect(page.getByText('Точка на Тверской').first()).toBeVisible();
  });

  await test.step('a day of its documents, and one real receipt', async () => {
    await page.getByRole('link', { name: 'Browse documents' }).click();
    await expect(page).toHaveURL(/\/documents\?/);
    const url = new URL(page.url());
    url.searchParams.set('from', day);
    url.searchParams.set('to', day);
    await page.goto(url.pathname + url.search);
    const time = receipt.local.slice(11, 16);
    await page.getByRole('row').filter({ hasText: time }).first().click();
    await expect(page).toHaveURL(new RegExp(`/documents/${receipt.fd}\\?`));
    await expect(page.getByText(String(printed).padStart(10, '0')).first()).toBeVisible();
  });
});
