import { expect, test } from '../fixtures';
import { findRegister } from '../support/demo-service';
import { inRussian } from '../support/phone';
import { capture } from '../support/screens';

// A fiscal drive's number is 16 digits, like an RNM: looked up, it finds its register with no
// warning of a typo in an RNM above it, for the drive installed now and for a replaced one; the
// warning stays for a 16-digit number that finds nothing (docs/using.md, Lookup).

inRussian();

for (const width of [1280, 390]) {
  test(`a drive's number, current or past, finds its register without an RNM typo warning, at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
    const current = cashbox.fiscalDrive!.fiscalDriverNumber;
    const past = cashbox.fiscalDrives.find((d) => d.fiscalDriverNumber !== current)!;
    for (const [drive, name] of [
      [current, 'current'],
      [past.fiscalDriverNumber, 'past'],
    ] as const) {
      await page.goto(`/lookup?q=${drive}`);
      const result = page.getByTestId('lookup-result').filter({ hasText: cashbox.regNumber });
      await expect(result).toHaveCount(1);
      await expect(
        result.locator('[data-testid="lookup-match"][data-field="drive"]'),
      ).toBeVisible();
      await expect(page.getByTestId('rnm-typo')).toHaveCount(0);
      await expect(page.getByText('Скорее всего, опечатка')).toHaveCount(0);
      await capture(page, `lookup-drive-${name}-ru`, width);
    }

    // The register's RNM with its last digit mistyped: nobody's number, taken as an RNM, so the
    // warning is said and points at the register one slip away.
    const rnm = cashbox.regNumber.padStart(16, '0');
    const typo = `${rnm.slice(0, 15)}${(Number(rnm[15]) + 1) % 10}`;
    await page.goto(`/lookup?q=${typo}`);
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByTestId('rnm-typo')).toBeVisible();
    await expect(page.getByTestId('rnm-typo').getByRole('link', { name: rnm })).toBeVisible();
  });
}
