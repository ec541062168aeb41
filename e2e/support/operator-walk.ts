import { expect, test, type Locator, type Page } from './load-aware-test';
import { STAND_IN } from '../stand-in-operator.mjs';
import { look } from './look';
import { scaled } from './scaled';

// An operator beside the default one is read through the same pages as the default: the
// organizations list names each row's operator, and the pages that sweep every register (lookup,
// the health board, the overview, receipt search) name it on its register's row. The specs of
// those operators (e2e/faults) walk them alike, each with its own register, day and receipt.

/** An operator beside the default one, as its stand-in configures it (e2e/*-stand-in.mjs). */
export type SweptOperator = {
  /** The connection's name, the first half of its organizations' ids. */
  name: string;
  title: string;
  inn: string;
  rnm: string;
  shortName: string;
};

/** The organization's id in the dashboard's addresses: its connection's name, then its INN. */
export const orgIdOf = (operator: SweptOperator) => `${operator.name}~${operator.inn}`;

/** The list of both operators' organizations, then the operator's organization by its link. */
export async function openFromTheList(page: Page, operator: SweptOperator) {
  await test.step('the list names each row’s operator', async () => {
    await page.goto('/organizations');
    const orgs = page.getByRole('table', { name: 'Organizations' });
    const row = orgs.getByRole('row').filter({ hasText: operator.shortName });
    // An operator read cold answers the list slowly.
    await expect(row).toContainText(operator.title, { timeout: scaled(30_000) });
    await expect(orgs.getByRole('columnheader', { name: 'Operator' })).toBeVisible();
    await expect(orgs.getByRole('row').filter({ hasText: STAND_IN.shortName })).toBeVisible();
    await row.getByRole('link', { name: operator.shortName }).click();
    await expect(page).toHaveURL(`/organizations/${orgIdOf(operator)}/cashboxes`);
  });
}

export type SweptWalk = {
  /** A day of the register with the receipt, 'YYYY-MM-DD'. */
  day: string;
  /** The receipt's FD number, which receipt search looks for. */
  fd: number;
  /** The screenshots' prefix (`<screens>-lookup`, …). */
  screens: string;
  /** What more the health board's row must say of this operator's register. */
  healthRow?: (row: Locator) => Promise<void>;
};

/** Each page that sweeps every register finds the operator's register and names its operator. */
export async function walkSweepingPages(page: Page, operator: SweptOperator, walk: SweptWalk) {
  const { day, fd, screens } = walk;
  await test.step('lookup finds its register, naming its operator', async () => {
    await page.goto(`/lookup?q=${operator.rnm}`);
    const card = page.getByTestId('lookup-result').filter({ hasText: operator.rnm });
    await expect(card.getByTestId('lookup-operator')).toHaveText(`Operator: ${operator.title}`);
    await expect(page.getByTestId('operators-down')).toHaveCount(0);
    // An operator that names no organization gives its INN as the name: said once, not twice.
    const organization = await card.getByTestId('lookup-organization').innerText();
    expect(organization.split(operator.inn).length - 1, organization).toBe(1);
    // …and a register named by its sales point is not named twice.
    const title = await card.getByRole('heading').innerText();
    expect(title, 'the register named once').not.toMatch(/^(.+) — \1$/);
    await look(page, `${screens}-lookup`, (p) => p.getByTestId('lookup-operator').first());
  });

  await test.step('the health board’s row names its operator', async () => {
    await page.goto('/health');
    const row = page.getByRole('row').filter({ hasText: operator.rnm });
    await expect(row.getByTestId('health-operator')).toHaveText(`Operator: ${operator.title}`, {
      timeout: scaled(60_000),
    });
    await walk.healthRow?.(row);
    await look(page, `${screens}-health`, (p) => p.getByTestId('health-operator').first());
  });

  await test.step('the overview’s breakdown names its operator on the day', async () => {
    await page.goto(`/?from=${day}&to=${day}`);
    await expect(page.getByTestId('overview')).toBeVisible({ timeout: scaled(60_000) });
    await page.getByRole('tab', { name: 'Registers' }).click();
    const row = page.getByRole('row').filter({ hasText: operator.rnm });
    await expect(row.getByTestId('breakdown-operator')).toContainText(operator.title);
    await look(page, `${screens}-overview`, (p) => p.getByTestId('overview'));
  });

  await test.step('receipt search finds its receipt, naming its operator', async () => {
    await page.goto(`/receipts/search?from=${day}&to=${day}&fd=${fd}`);
    const row = page.getByRole('row').filter({ hasText: operator.rnm });
    await expect(row.getByTestId('hit-operator')).toContainText(operator.title, {
      timeout: scaled(60_000),
    });
    await look(page, `${screens}-receipt-search`, (p) =>
      p.getByRole('heading', { name: 'Receipts found' }),
    );
  });
}
