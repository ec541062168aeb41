import { expect, test } from '../fixtures';
import { TAXCOM_E2E, taxcomDays, taxcomE2eWorld } from '../taxcom-stand-in.mjs';
import { setTaxcomDown } from '../fault-setup';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { walkWithOperatorDown } from '../support/operator-down-walk';
import { openFromTheList, orgIdOf, walkSweepingPages } from '../support/operator-walk';
import { openDayOfDocuments, openRegisterByRow } from '../support/register-links';
import { scaled } from '../support/scaled';

// Two operators at once (docs/operators.md): the second dashboard's default operator (through the
// fault proxy) and a Taxcom stand-in (e2e/taxcom-stand-in.mjs) configured beside it. The list names
// each row's operator; the walk goes from the Taxcom organization to one of its real receipts by
// the links a person would follow, through the same pages as any other operator's.

passThroughAroundEachTest();

// The sweeps over every register (health, overview, receipt search) read Taxcom cold.
test.describe.configure({ timeout: scaled(120_000) });

test('both operators in one list, and a Taxcom receipt by the usual links', async ({ page }) => {
  const day = taxcomDays()[1]!;
  const receipt = taxcomE2eWorld().documents.find((d) => d.type === 3 && d.local.startsWith(day))!;
  const printed = Buffer.from(String(receipt.tags['1077']), 'base64').readUInt32BE(2);

  await openFromTheList(page, TAXCOM_E2E);

  await test.step('its register, read from Taxcom’s outlets, registers and drives', async () => {
    await openRegisterByRow(page, orgIdOf(TAXCOM_E2E), TAXCOM_E2E.rnm, 'Касса 1');
    await expect(page.getByText('Точка на Тверской').first()).toBeVisible();
  });

  await test.step('a day of its documents, and one real receipt', async () => {
    await openDayOfDocuments(page, day);
    const time = receipt.local.slice(11, 16);
    await page.getByRole('row').filter({ hasText: time }).first().click();
    await expect(page).toHaveURL(new RegExp(`/documents/${receipt.fd}\\?`));
    await expect(page.getByText(String(printed).padStart(10, '0')).first()).toBeVisible();
  });

  await walkSweepingPages(page, TAXCOM_E2E, { day, fd: receipt.fd, screens: 'taxcom' });
});

test('a Taxcom that is down is named on each page; the other operator’s rows still work', async ({
  page,
}) => {
  const day = taxcomDays()[1]!;
  await walkWithOperatorDown(page, TAXCOM_E2E, { day, setDown: setTaxcomDown, screens: 'taxcom' });
});
