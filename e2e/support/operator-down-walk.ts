import { expect, test, type Page } from './load-aware-test';
import { STAND_IN } from '../stand-in-operator.mjs';
import { look } from './look';
import { scaled } from './scaled';
import { orgIdOf, type SweptOperator } from './operator-walk';

// An operator beside the default one stops answering (e2e/faults): each page that sweeps every
// register says it is unavailable and leaves its registers out, while the default operator's
// stand-in (e2e/stand-in-operator.mjs) is read as before. The same walk for each such operator.

export type DownWalk = {
  /** A day of the operator's register, 'YYYY-MM-DD'. */
  day: string;
  /** Makes the operator's stand-in stop answering (e2e/fault-setup.ts). */
  setDown: () => Promise<void>;
  /** The screenshots' prefix (`<screens>-down-overview`, …). */
  screens: string;
};

/** The organizations listed while the operator answers, then each page once it no longer does. */
export async function walkWithOperatorDown(page: Page, operator: SweptOperator, walk: DownWalk) {
  const { day, screens } = walk;
  const saying = `${operator.title} is unavailable: its registers are not shown.`;
  // Listed once while it answers, so its rows are the ones it last had.
  await page.goto('/organizations');
  await expect(page.getByRole('link', { name: operator.shortName })).toBeVisible({
    timeout: scaled(30_000),
  });
  await walk.setDown();

  await test.step('the overview says its registers are not shown; ours still count', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('operator-down')).toHaveText(saying, {
      timeout: scaled(60_000),
    });
    await page.getByRole('tab', { name: 'Registers' }).click();
    await expect(page.getByRole('row').filter({ hasText: operator.rnm })).toHaveCount(0);
    await expect(
      page.getByRole('row').filter({ hasText: STAND_IN.shortName }).first(),
    ).toBeVisible();
    await look(page, `${screens}-down-overview`, (p) => p.getByTestId('operator-down'));
  });

  await test.step('the list keeps its row, saying its operator is unavailable', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    const row = orgs.getByRole('row').filter({ hasText: operator.shortName });
    await expect(row.getByTestId('org-operator-unavailable')).toHaveText(
      `${operator.title}: unavailable now`,
      { timeout: scaled(60_000) },
    );
    const ours = orgs.getByRole('row').filter({ hasText: STAND_IN.shortName }).first();
    await expect(ours.getByTestId('org-operator-unavailable')).toHaveCount(0);
    await look(page, `${screens}-down-organizations`, (p) =>
      p.getByTestId('org-operator-unavailable').first(),
    );
  });

  // Lookup and the board keep their index of registers for half a minute (lib/lookup): the page
  // is asked again until the index made after the outage answers.
  await test.step('lookup and the health board say so', async () => {
    const down = page.getByTestId('operator-down');
    for (const path of [`/lookup?q=${operator.rnm}`, '/health']) {
      await page.goto(path);
      await expect(async () => {
        await page.reload();
        await expect(down).toHaveText(saying, { timeout: scaled(5_000) });
      }).toPass({ timeout: scaled(90_000) });
    }
    await expect(page.getByRole('row').filter({ hasText: operator.rnm })).toHaveCount(0);
  });

  await test.step('its organization’s and register’s pages name the operator that failed', async () => {
    const registers = `/organizations/${orgIdOf(operator)}/cashboxes`;
    for (const path of [registers, `${registers}/${operator.rnm}`]) {
      await page.goto(path);
      await expect(page.getByTestId('problem-operator')).toHaveText(`Operator: ${operator.title}`, {
        timeout: scaled(60_000),
      });
    }
  });

  await test.step('receipt search says so too', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=1`);
    await expect(page.getByTestId('operator-down')).toHaveText(saying, {
      timeout: scaled(60_000),
    });
  });
}
