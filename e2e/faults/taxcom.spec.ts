import { expect, test } from '../fixtures';
import { STAND_IN } from '../stand-in-operator.mjs';
import { TAXCOM_E2E, taxcomDays, taxcomE2eWorld } from '../taxcom-stand-in.mjs';
import { setTaxcomDown } from '../fault-setup';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { openDayOfDocuments, openRegisterByRow } from '../support/register-links';
import { scaled } from '../support/scaled';
import { look } from '../support/look';

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
    await openRegisterByRow(page, orgId, TAXCOM_E2E.rnm, 'Касса 1');
    await expect(page.getByText('Точка на Тверской').first()).toBeVisible();
  });

  await test.step('a day of its documents, and one real receipt', async () => {
    await openDayOfDocuments(page, day);
    const time = receipt.local.slice(11, 16);
    await page.getByRole('row').filter({ hasText: time }).first().click();
    await expect(page).toHaveURL(new RegExp(`/documents/${receipt.fd}\\?`));
    await expect(page.getByText(String(printed).padStart(10, '0')).first()).toBeVisible();
  });

  await test.step('lookup finds its register, naming its operator', async () => {
    await page.goto(`/lookup?q=${TAXCOM_E2E.rnm}`);
    const card = page.getByTestId('lookup-result').filter({ hasText: TAXCOM_E2E.shortName });
    await expect(card.getByTestId('lookup-operator')).toHaveText(`Operator: ${TAXCOM_E2E.title}`);
    await expect(page.getByTestId('operators-down')).toHaveCount(0);
    await look(page, 'taxcom-lookup', (p) => p.getByTestId('lookup-operator').first());
  });

  await test.step('the health board’s row names its operator', async () => {
    await page.goto('/health');
    const row = page.getByRole('row').filter({ hasText: TAXCOM_E2E.rnm });
    await expect(row.getByTestId('health-operator')).toHaveText(`Operator: ${TAXCOM_E2E.title}`, {
      timeout: scaled(60_000),
    });
    await look(page, 'taxcom-health', (p) => p.getByTestId('health-operator').first());
  });

  await test.step('the overview’s breakdown names its operator', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('overview')).toBeVisible({ timeout: scaled(60_000) });
    await page.getByRole('tab', { name: 'Registers' }).click();
    const row = page.getByRole('row').filter({ hasText: TAXCOM_E2E.rnm });
    await expect(row.getByTestId('breakdown-operator')).toContainText(TAXCOM_E2E.title);
    await look(page, 'taxcom-overview', (p) => p.getByTestId('overview'));
  });

  await test.step('receipt search finds its receipt, naming its operator', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=${receipt.fd}`);
    const row = page.getByRole('row').filter({ hasText: TAXCOM_E2E.rnm });
    await expect(row.getByTestId('hit-operator')).toContainText(TAXCOM_E2E.title, {
      timeout: scaled(60_000),
    });
    await look(page, 'taxcom-receipt-search', (p) =>
      p.getByRole('heading', { name: 'Receipts found' }),
    );
  });
});

test('a Taxcom that is down is named on each page; the other operator’s rows still work', async ({
  page,
}) => {
  const day = taxcomDays()[1]!;
  // Listed once while it answers, so its rows are the ones it last had.
  await page.goto('/organizations');
  await expect(page.getByRole('link', { name: TAXCOM_E2E.shortName })).toBeVisible();
  await setTaxcomDown();

  await test.step('the overview says its registers are not shown; ours still count', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('operator-down')).toHaveText(
      `${TAXCOM_E2E.title} is unavailable: its registers are not shown.`,
      { timeout: scaled(60_000) },
    );
    await page.getByRole('tab', { name: 'Registers' }).click();
    await expect(page.getByRole('row').filter({ hasText: TAXCOM_E2E.rnm })).toHaveCount(0);
    await expect(
      page.getByRole('row').filter({ hasText: STAND_IN.shortName }).first(),
    ).toBeVisible();
    await look(page, 'taxcom-down-overview', (p) => p.getByTestId('operator-down'));
  });

  await test.step('the list keeps its row, saying its operator is unavailable', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    const taxcomRow = orgs.getByRole('row').filter({ hasText: TAXCOM_E2E.shortName });
    await expect(taxcomRow.getByTestId('org-operator-unavailable')).toHaveText(
      `${TAXCOM_E2E.title}: unavailable now`,
      { timeout: scaled(60_000) },
    );
    const ours = orgs.getByRole('row').filter({ hasText: STAND_IN.shortName }).first();
    await expect(ours.getByTestId('org-operator-unavailable')).toHaveCount(0);
  });

  // Lookup and the board keep their index of registers for half a minute (lib/lookup): the page
  // is asked again until the index made after the outage answers.
  await test.step('lookup and the health board say so', async () => {
    const down = page.getByTestId('operator-down');
    const saying = `${TAXCOM_E2E.title} is unavailable: its registers are not shown.`;
    await page.goto(`/lookup?q=${TAXCOM_E2E.rnm}`);
    await expect(async () => {
      await page.reload();
      await expect(down).toHaveText(saying, { timeout: scaled(5_000) });
    }).toPass({ timeout: scaled(90_000) });
    await page.goto('/health');
    await expect(async () => {
      await page.reload();
      await expect(down).toHaveText(saying, { timeout: scaled(5_000) });
    }).toPass({ timeout: scaled(90_000) });
    await expect(page.getByRole('row').filter({ hasText: TAXCOM_E2E.rnm })).toHaveCount(0);
  });

  await test.step('receipt search says so too', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=1`);
    await expect(page.getByTestId('operator-down')).toHaveText(
      `${TAXCOM_E2E.title} is unavailable: its registers are not shown.`,
      { timeout: scaled(60_000) },
    );
  });
});
