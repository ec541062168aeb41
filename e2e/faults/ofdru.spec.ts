import { expect, test } from '../fixtures';
import { setOfdRuDown } from '../fault-setup';
import { OFDRU_E2E } from '../ofdru-stand-in.mjs';
import { ofdRuWorld } from '../ofdru-world.mjs';
import { STAND_IN } from '../stand-in-operator.mjs';
import { formatMoney } from '../../lib/ofd/format';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { look } from '../support/look';
import { openDayOfDocuments, openRegisterByRow } from '../support/register-links';
import { scaled } from '../support/scaled';

// A third operator (docs/operators-ofdru.md): the second dashboard has an OFD.ru stand-in
// (e2e/ofdru-stand-in.mjs) beside its default operator and Taxcom. The walk is Taxcom's
// (taxcom.spec.ts) over OFD.ru: from its organization to a receipt by the links a person follows,
// the figures checked against the stand-in's own world, then every page that sweeps the registers.

passThroughAroundEachTest();

// The sweeps over every register (health, overview, receipt search) read OFD.ru cold.
test.describe.configure({ timeout: scaled(120_000) });

const orgId = `${OFDRU_E2E.name}~${OFDRU_E2E.inn}`;
const register = ofdRuWorld()
  .organizations.find((o) => o.inn === OFDRU_E2E.inn)!
  .registers.find((r) => r.KktRegId === OFDRU_E2E.rnm)!;
/** A day of the current drive with more than one receipt, and its first receipt. */
const day = '2025-12-30';
const ofDay = register.receipts.filter((r) => r.DocDateTime.startsWith(day) && !('FnNumber' in r));
const receipt = ofDay[0]!;
/** Opened by its link before any list has read its day (the walk below reads it later). */
const linked = ofDay[1]!;

const documentPath = (fd: number) =>
  `/organizations/${orgId}/cashboxes/${OFDRU_E2E.rnm}/documents/${fd}?drive=${register.FnNumber}`;

test('an OFD.ru receipt opened by its link alone', async ({ page }) => {
  await page.goto(documentPath(linked.DocNumber));
  await expect(page.getByText(linked.DecimalFiscalSign).first()).toBeVisible({
    timeout: scaled(30_000),
  });
  await expect(page.getByText(formatMoney(linked.TotalSumm, 'en')).first()).toBeVisible();
});

test('both operators in one list, and an OFD.ru receipt by the usual links', async ({ page }) => {
  await test.step('the list names each row’s operator', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    const row = orgs.getByRole('row').filter({ hasText: OFDRU_E2E.shortName });
    await expect(row).toContainText(OFDRU_E2E.title, { timeout: scaled(30_000) });
    await expect(orgs.getByRole('row').filter({ hasText: STAND_IN.shortName })).toBeVisible();
    await row.getByRole('link', { name: OFDRU_E2E.shortName }).click();
    await expect(page).toHaveURL(`/organizations/${orgId}/cashboxes`);
  });

  await test.step('its register, its address and its drive', async () => {
    await openRegisterByRow(page, orgId, OFDRU_E2E.rnm, register.FiscalPlace);
    await expect(page.getByText(register.FiscalAddress).first()).toBeVisible();
    await expect(page.getByText(register.FnNumber).first()).toBeVisible();
    await look(page, 'ofdru-register', (p) => p.getByText(register.FnNumber).first());
  });

  await test.step('a day of its documents, and one receipt with its figures', async () => {
    await openDayOfDocuments(page, day);
    for (const r of ofDay) {
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: r.DocDateTime.slice(11, 16) })
          .first(),
      ).toBeVisible({ timeout: scaled(30_000) });
    }
    // At a phone's width the documents are a list of cards, each a link named by its time.
    await look(page, 'ofdru-documents', (p) =>
      p.getByRole('link', { name: receipt.DocDateTime.replace('T', ' ') }),
    );
    await page
      .getByRole('row')
      .filter({ hasText: receipt.DocDateTime.slice(11, 16) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/documents/${receipt.DocNumber}\\?`));
    await expect(page.getByText(receipt.DecimalFiscalSign).first()).toBeVisible();
    await expect(page.getByText(formatMoney(receipt.TotalSumm, 'en')).first()).toBeVisible();
    for (const line of receipt.Items) {
      await expect(page.getByText(line.Name).first()).toBeVisible();
    }
    await look(page, 'ofdru-receipt', (p) => p.getByText(receipt.DecimalFiscalSign).first());
  });

  await test.step('lookup finds its register, naming its operator', async () => {
    await page.goto(`/lookup?q=${OFDRU_E2E.rnm}`);
    const card = page.getByTestId('lookup-result').filter({ hasText: OFDRU_E2E.rnm });
    await expect(card.getByTestId('lookup-operator')).toHaveText(`Operator: ${OFDRU_E2E.title}`);
    await expect(page.getByTestId('operators-down')).toHaveCount(0);
    await look(page, 'ofdru-lookup', (p) => p.getByTestId('lookup-operator').first());
  });

  await test.step('the health board’s row names its operator', async () => {
    await page.goto('/health');
    const row = page.getByRole('row').filter({ hasText: OFDRU_E2E.rnm });
    await expect(row.getByTestId('health-operator')).toHaveText(`Operator: ${OFDRU_E2E.title}`, {
      timeout: scaled(60_000),
    });
    // Its lists hold receipts only: no shift is seen closing and report numbers leave gaps, which
    // say nothing about the register (lib/ofd/lists-every-document.ts).
    await expect(row).not.toContainText('Shift open too long');
    await expect(row).not.toContainText('Missing FD numbers');
    await look(page, 'ofdru-health', (p) => p.getByTestId('health-operator').first());
  });

  await test.step('the overview’s breakdown counts its day', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('overview')).toBeVisible({ timeout: scaled(60_000) });
    await page.getByRole('tab', { name: 'Registers' }).click();
    const row = page.getByRole('row').filter({ hasText: OFDRU_E2E.rnm });
    await expect(row.getByTestId('breakdown-operator')).toContainText(OFDRU_E2E.title);
    await look(page, 'ofdru-overview', (p) => p.getByTestId('overview'));
  });

  await test.step('receipt search finds its receipt, naming its operator', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=${receipt.DocNumber}`);
    const row = page.getByRole('row').filter({ hasText: OFDRU_E2E.rnm });
    await expect(row.getByTestId('hit-operator')).toContainText(OFDRU_E2E.title, {
      timeout: scaled(60_000),
    });
    await look(page, 'ofdru-receipt-search', (p) =>
      p.getByRole('heading', { name: 'Receipts found' }),
    );
  });
});

test('an OFD.ru that is down is named on each page; the other operator’s rows still work', async ({
  page,
}) => {
  const saying = `${OFDRU_E2E.title} is unavailable: its registers are not shown.`;
  // Listed once while it answers, so its rows are the ones it last had.
  await page.goto('/organizations');
  await expect(page.getByRole('link', { name: OFDRU_E2E.shortName })).toBeVisible({
    timeout: scaled(30_000),
  });
  await setOfdRuDown();

  await test.step('the overview says its registers are not shown; ours still count', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('operator-down')).toHaveText(saying, {
      timeout: scaled(60_000),
    });
    await page.getByRole('tab', { name: 'Registers' }).click();
    await expect(page.getByRole('row').filter({ hasText: OFDRU_E2E.rnm })).toHaveCount(0);
    await expect(
      page.getByRole('row').filter({ hasText: STAND_IN.shortName }).first(),
    ).toBeVisible();
    await look(page, 'ofdru-down-overview', (p) => p.getByTestId('operator-down'));
  });

  await test.step('the list keeps its row, saying its operator is unavailable', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    const row = orgs.getByRole('row').filter({ hasText: OFDRU_E2E.shortName });
    await expect(row.getByTestId('org-operator-unavailable')).toHaveText(
      `${OFDRU_E2E.title}: unavailable now`,
      { timeout: scaled(60_000) },
    );
    const ours = orgs.getByRole('row').filter({ hasText: STAND_IN.shortName }).first();
    await expect(ours.getByTestId('org-operator-unavailable')).toHaveCount(0);
    await look(page, 'ofdru-down-organizations', (p) =>
      p.getByTestId('org-operator-unavailable').first(),
    );
  });

  // Lookup and the board keep their index of registers for half a minute (lib/lookup): the page
  // is asked again until the index made after the outage answers.
  await test.step('lookup and the health board say so', async () => {
    const down = page.getByTestId('operator-down');
    await page.goto(`/lookup?q=${OFDRU_E2E.rnm}`);
    await expect(async () => {
      await page.reload();
      await expect(down).toHaveText(saying, { timeout: scaled(5_000) });
    }).toPass({ timeout: scaled(90_000) });
    await page.goto('/health');
    await expect(async () => {
      await page.reload();
      await expect(down).toHaveText(saying, { timeout: scaled(5_000) });
    }).toPass({ timeout: scaled(90_000) });
    await expect(page.getByRole('row').filter({ hasText: OFDRU_E2E.rnm })).toHaveCount(0);
  });

  await test.step('receipt search says so too', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=1`);
    await expect(page.getByTestId('operator-down')).toHaveText(saying, {
      timeout: scaled(60_000),
    });
  });
});
