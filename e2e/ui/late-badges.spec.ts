import { expect, test } from '../fixtures';
import { registers } from '../support/documents-world';
import { inRussian } from '../support/phone';

// Health badges come from a second query after the list (components/registers/registers-table.tsx);
// their space is kept from the start (HealthBadgeSlot), so nothing the reader is looking at moves
// when they arrive. The health answer is held until the list has been measured: order, not time.

inRussian();

for (const width of [1280, 390]) {
  test(`the registers list does not move when its health badges arrive (${width}px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const orgId = (await registers(request))[0]!.orgId;
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/health/registers**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/organizations/${orgId}/cashboxes`);
    const items = page.locator(width === 390 ? '[data-testid="data-card"]' : 'tbody tr');
    await expect(items.first()).toBeVisible();
    await expect(page.locator('[data-health-slot]').first()).toBeAttached();
    const before = await items.evaluateAll((all) =>
      all.map((e) => Math.round(e.getBoundingClientRect().bottom)),
    );
    release();
    await expect(page.locator('[data-health]').first()).toBeVisible();
    await expect(page.locator('[data-health-slot]')).toHaveCount(0);
    const after = await items.evaluateAll((all) =>
      all.map((e) => Math.round(e.getBoundingClientRect().bottom)),
    );
    expect(after).toEqual(before);
    await page.screenshot({ path: test.info().outputPath(`late-badges-ru-${width}.png`) });
  });
}
