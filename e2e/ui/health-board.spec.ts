import { expect, test } from '../fixtures';
import { tableReady } from '../support/data-table';
import { demoDirectory, registerPath } from '../support/demo-service';
import { plantedReasons, plantedWith } from '../support/health-world';
import { openAt } from '../support/landmark';
import { scaled } from '../support/scaled';

// Support's health board and the register's health card: every demo register with the reasons
// the demo world planted, and evidence links that open the documents they name. The board is one
// journey on one load, and the evidence of every reason one test: a page load costs more than a
// check made on it.

async function organizationOf(request: Parameters<typeof demoDirectory>[0], rnm: string) {
  const entry = (await demoDirectory(request)).find((d) =>
    d.cashboxes.some((c) => c.regNumber === rnm),
  );
  if (!entry) throw new Error(`no register ${rnm}`);
  return entry.organization;
}

test('the board: every planted reason, counts that filter, a row that opens its register, badges', async ({
  page,
  request,
  expectAccessible,
}) => {
  // The board, its axe scan, a register page and two more pages with badges: several steps' time.
  test.slow();
  const gap = plantedWith('fd-gap');
  const organization = await organizationOf(request, gap);
  const table = await openAt(page, '/health', 'table', 'Health of the registers');

  await test.step('the board lists every demo register with its planted reasons', async () => {
    const planted = plantedReasons();
    await expect(page.getByText(`${planted.size} registers`)).toBeVisible();
    for (const [rnm, codes] of planted) {
      const row = table.getByRole('row').filter({ hasText: rnm });
      await expect(row).toHaveCount(1);
      for (const code of codes) await expect(row.locator(`[data-reason="${code}"]`)).toBeVisible();
    }
    // Worst first: the first row is critical, the last one is fine.
    await expect(table.getByRole('row').nth(1).locator('[data-health]')).toHaveAttribute(
      'data-health',
      'critical',
    );
    await expect(table.getByRole('row').last().locator('[data-health]')).toHaveAttribute(
      'data-health',
      'ok',
    );
    await expectAccessible();
  });

  await test.step('counts per reason filter the board, and a row opens its register', async () => {
    await tableReady(page);
    await page.locator('[data-count-reason="fd-gap"]').click();
    await expect(page).toHaveURL(/reason=fd-gap/);
    const rows = table.getByRole('row').filter({ has: page.locator('[data-reason]') });
    await expect(rows.filter({ hasText: gap })).toHaveCount(1);
    for (const row of await rows.all())
      await expect(row.locator('[data-reason="fd-gap"]')).toBeVisible();
    await rows.filter({ hasText: gap }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/cashboxes/${gap}$`));
    await expect(page.getByTestId('health-card')).toBeVisible();
  });

  await test.step('status badges show in the registers table and in lookup results', async () => {
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: organization.shortName })
      .click();
    await expect(page).toHaveURL(`/organizations/${organization.id}/cashboxes`);
    const row = page.getByRole('row').filter({ hasText: gap });
    await expect(row.locator('[data-health="critical"]')).toBeVisible();
    await page.goto(`/lookup?q=${gap}`);
    await expect(
      page.getByTestId('lookup-result').locator('[data-health="critical"]'),
    ).toBeVisible();
  });
});

const EVIDENCE = [
  ['fd-gap', /^after: FD \d+$/],
  ['shift-too-long', /^Shift opening, FD \d+$/],
  ['untransmitted', /^The report, FD \d+$/],
  ['drive-flag', /^The report, FD \d+$/],
  ['silent', /^Last document received, FD \d+$/],
  ['transmission-delay', /^Latest document, FD \d+$/],
] as const;

test('the register page shows each reason’s evidence and its link opens the document', async ({
  page,
  request,
}) => {
  // Six registers and the six documents their evidence names.
  test.slow();
  for (const [code, label] of EVIDENCE) {
    await test.step(`the register page shows the ${code} evidence and its link opens it`, async () => {
      const rnm = plantedWith(code);
      const organization = await organizationOf(request, rnm);
      await page.goto(registerPath(organization.id, rnm));
      const card = page.getByTestId('health-card');
      const reason = card.locator(`[data-testid="health-reason"][data-code="${code}"]`).first();
      await expect(reason).toBeVisible();
      const link = reason.getByRole('link', { name: label }).first();
      const fd = Number((await link.textContent())!.match(/\d+$/)![0]);
      await link.click();
      // The document page may take a while on a busy machine: its loading state is a heading too.
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`No. ${fd}`, {
        timeout: scaled(20_000),
      });
    });
  }
});
