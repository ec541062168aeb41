import { expect, test } from '../fixtures';
import { lastDays, registers } from '../support/documents-world';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// "No access" is not zero: a register whose permission window leaves the whole period out shows
// "нет доступа" with the window's dates, on the screen and in the files, never 0,00 ₽.

// A shared test machine computes an overview slowly: time to spare.
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };

inRussian();

const ru = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;

test('a register outside its window says no access with the window, on screen and in the CSV', async ({
  page,
  request,
}) => {
  const { from, to } = lastDays(7, 1);
  const outside = (await registers(request)).find(
    (r) => r.permissionTo.slice(0, 10) < from || r.permissionFrom.slice(0, 10) > to,
  );
  expect(outside, 'the demo world has a register outside its window this week').toBeDefined();
  const r = outside!;
  const text = `нет доступа (окно ${ru(r.permissionFrom)} – ${ru(r.permissionTo)})`;

  // The register alone: no figures at all, the window instead.
  await page.goto(`/?org=${r.orgId}&rnm=${r.rnm}&from=${from}&to=${to}`);
  await expect(page.getByTestId('figures-no-access')).toHaveText(text, slow);
  await expect(page.getByTestId('figure-income')).toHaveCount(0);

  // Among the organization's registers: its row says so in every figure.
  await page.goto(`/?org=${r.orgId}&from=${from}&to=${to}`);
  const panel = page.getByTestId('panel-breakdown');
  await expect(panel).toBeVisible(slow);
  await panel.getByRole('tab', { name: 'Кассы' }).click();
  const row = panel.getByRole('row').filter({ hasText: r.rnm });
  await expect(row).toContainText(text);
  await expect(row).not.toContainText('0,00');

  const csv = await page.request.get(
    `/api/overview/export?org=${r.orgId}&from=${from}&to=${to}&format=csv&table=registers`,
  );
  const line = (await csv.text()).split('\r\n').find((l) => l.includes(r.rnm));
  expect(line).toContain(text);
  expect(line).not.toMatch(/;0,00/);
});
