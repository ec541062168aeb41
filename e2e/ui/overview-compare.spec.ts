import { expect, test } from '../fixtures';
import { addDays, localToday, registers } from '../support/documents-world';
import { scaled } from '../support/scaled';
import { whenHydrated } from '../support/hydrated';
import { inRussian } from '../support/phone';

// Fair comparisons (lib/dates/compared-period.ts): the screen names the dates it compares with,
// a year earlier is an option, and the chart speaks Russian. Which dates each kind of period is
// compared with (a week so far, a whole month, a custom range, a year earlier) is proven without
// a browser in lib/dates/compared-period.test.ts; here one period shows the screen uses it, on one
// load of the overview (a shared machine computes one slowly).

// A shared test machine computes an overview slowly: one register's, with time to spare.
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };

inRussian();

const ru = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The same day a year earlier; 29 February becomes the 28th (as lib/dates/compared-period.ts). */
function yearAgo(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return date.slice(5) === '02-29' && !leap ? `${year}-02-28` : `${year}${date.slice(4)}`;
}

test('the overview names the dates it compares with, a year earlier too; its legend is Russian', async ({
  page,
  request,
}) => {
  const today = localToday();
  const monday = addDays(today, -weekday(today) - 7);
  const thursday = addDays(monday, 3);
  // A register that may show the whole period, so that its chart has days to draw.
  const r = (await registers(request)).find(
    (x) => x.permissionFrom.slice(0, 10) <= monday && x.permissionTo.slice(0, 10) >= thursday,
  );
  await page.goto(`/?org=${r!.orgId}&rnm=${r!.rnm}&from=${monday}&to=${thursday}`);

  await test.step('Mon–Thu against Mon–Thu of the week before', async () => {
    await expect(page.getByTestId('compared-with')).toHaveText(
      `Сравнение с ${ru(addDays(monday, -7))} – ${ru(addDays(thursday, -7))}`,
      slow,
    );
  });

  await test.step('the chart legend names its series in Russian, no English icon labels', async () => {
    const legend = page.getByTestId('chart-legend');
    await expect(legend).toBeVisible(slow);
    await expect(legend).toContainText('Наличные');
    await expect(page.locator('[aria-label*="legend icon"]')).toHaveCount(0);
  });

  await test.step('a year earlier is an option, and the screen names its dates', async () => {
    // The overview's screen may hydrate after its server HTML: a choice made before goes nowhere.
    await (await whenHydrated(page.getByLabel('Сравнить с'))).selectOption('year');
    await expect(page.getByTestId('compared-with')).toHaveText(
      `Сравнение с ${ru(yearAgo(monday))} – ${ru(yearAgo(thursday))}`,
      slow,
    );
  });
});
