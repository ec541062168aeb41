import { expect, test } from '../fixtures';
import { setOfdRuDown } from '../fault-setup';
import { OFDRU_E2E } from '../ofdru-stand-in.mjs';
import { ofdRuWorld } from '../ofdru-world.mjs';
import { formatMoney } from '../../lib/ofd/format';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { look } from '../support/look';
import { walkWithOperatorDown } from '../support/operator-down-walk';
import { openFromTheList, orgIdOf, walkSweepingPages } from '../support/operator-walk';
import { openDayOfDocuments, openRegisterByRow } from '../support/register-links';
import { scaled } from '../support/scaled';

// A third operator (docs/operators-ofdru.md): the second dashboard has an OFD.ru stand-in
// (e2e/ofdru-stand-in.mjs) beside its default operator and Taxcom. The walk is Taxcom's
// (taxcom.spec.ts) over OFD.ru: from its organization to a receipt by the links a person follows,
// the figures checked against the stand-in's own world, then every page that sweeps the registers.

passThroughAroundEachTest();

// The sweeps over every register (health, overview, receipt search) read OFD.ru cold.
test.describe.configure({ timeout: scaled(120_000) });

const orgId = orgIdOf(OFDRU_E2E);
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
  await openFromTheList(page, OFDRU_E2E);

  await test.step('its register, its address and its drive', async () => {
    // Its row in the registers table says the name once: it is the sales point.
    const row = page
      .getByRole('table', { name: /^Cash registers of/ })
      .getByRole('row')
      .filter({ hasText: OFDRU_E2E.rnm });
    await expect(row.getByText(register.FiscalPlace, { exact: true })).toHaveCount(1);
    await openRegisterByRow(page, orgId, OFDRU_E2E.rnm, register.FiscalPlace);
    await expect(page.getByText(register.FiscalAddress).first()).toBeVisible();
    await expect(page.getByText(register.FnNumber).first()).toBeVisible();
    // OFD.ru lists no KPP, names no organization and names a register by its sales point: a
    // dash, the INN said once, the sales point not again under the title.
    await expect(page.getByTestId('identity-kpp')).toHaveText('—');
    await expect(page.getByText(`RNM ${OFDRU_E2E.rnm}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('identity-organization')).toHaveText(`ИНН ${OFDRU_E2E.inn}`);
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

  await walkSweepingPages(page, OFDRU_E2E, {
    day,
    fd: receipt.DocNumber,
    screens: 'ofdru',
    // Its lists hold receipts only: no shift is seen closing and report numbers leave gaps, which
    // say nothing about the register (lib/ofd/lists-every-document.ts).
    healthRow: async (row) => {
      await expect(row).not.toContainText('Shift open too long');
      await expect(row).not.toContainText('Missing FD numbers');
    },
  });
});

test('an OFD.ru that is down is named on each page; the other operator’s rows still work', async ({
  page,
}) => {
  await walkWithOperatorDown(page, OFDRU_E2E, { day, setDown: setOfdRuDown, screens: 'ofdru' });
});
