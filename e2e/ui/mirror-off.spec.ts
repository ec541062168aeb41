import { expect, test } from '../support/load-aware-test';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// Without OFD_MIRROR=on (the main e2e app reads its built-in service live), /settings/mirror says
// the mirror is off and how to turn it on, instead of an empty table (docs/mirror.md).

for (const [locale, heading] of [
  ['en', 'The mirror is off'],
  ['ru', 'Зеркало выключено'],
] as const) {
  test(`the mirror page says the mirror is off and how to turn it on (${locale})`, async ({
    page,
    baseURL,
  }) => {
    // Four loads of the page on a shared, busy machine.
    test.setTimeout(scaled(120_000));
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL! }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/settings/mirror');
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(page.getByText('OFD_MIRROR=on')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await capture(page, `mirror-off-${locale}`, width);
    }
  });
}
