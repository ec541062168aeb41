import { expect, test } from '../fixtures';
import { addDays, lastDays, localToday, registers } from '../support/documents-world';
import { scaled } from '../support/scaled';
import { whenHydrated } from '../support/hydrated';
import { inRussian } from '../support/phone';

// Fair comparisons (lib/dates/compared-period.ts): a week so far against the same weekdays of the
// week before, a month so far against the same days of the month before, a whole month against the
// whole month before, and the screen names the dates it compares with.

// A shared test machine computes an overview slowly: one register's, with time to spare.
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(90_000) };

inRussian();

const ru = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
const weekday = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

const cases = (() => {
  const today = localToday();
  const monday = addDays(today, -weekday(today) - 7);
  const thursday = addDays(monday, 3);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const firstOfLast = addDays(firstOfMonth, -1).slice(0, 8) + '01';
  const lastOfLast = addDays(firstOfMonth, -1);
  const firstBefore = addDays(firstOfLast, -1).slice(0, 8) + '01';
  const lastBefore = addDays(firstOfLast, -1);
  return [
    {
      name: 'Mon–Thu against Mon–Thu of the week before',
      period: [monday, thursday],
      compared: [addDays(monday, -7), addDays(thursday, -7)],
    },
    {
      name: 'a whole month against the whole month before',
      period: [firstOfLast, lastOfLast],
      compared: [firstBefore, lastBefore],
    },
    {
      name: 'a custom range against the same length just before',
      period: [addDays(thursday, -1), addDays(thursday, 2)],
      compared: [addDays(thursday, -5), addDays(thursday, -2)],
    },
  ];
})();

for (const { name, period, compared } of cases) {
  test(`the overview compares ${name} and names the dates`, async ({ page, request }) => {
    const [r] = await registers(request);
    await page.goto(`/?org=${r!.orgId}&rnm=${r!.rnm}&from=${period[0]}&to=${period[1]}`);
    await expect(page.getByTestId('compared-with')).toHaveText(
      `Сравнение с ${ru(compared[0]!)} – ${ru(compared[1]!)}`,
      slow,
    );
  });
}

test('a year earlier is an option, and the screen names its dates', async ({ page, request }) => {
  const { from, to } = lastDays(7, 2);
  const [r] = await registers(request);
  await page.goto(`/?org=${r!.orgId}&rnm=${r!.rnm}&from=${from}&to=${to}`);
  // The overview's screen may hydrate after its server HTML: a choice made before goes nowhere.
  await (await whenHydrated(page.getByLabel('Сравнить с'))).selectOption('year');
  const yearAgo = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
  await expect(page.getByTestId('compared-with')).toHaveText(
    `Сравнение с ${ru(yearAgo(from))} – ${ru(yearAgo(to))}`,
    slow,
  );
});

test('the chart legend names its series in Russian, with no English icon labels', async ({
  page,
  request,
}) => {
  const { from, to } = lastDays(7, 2);
  const [r] = await registers(request);
  await page.goto(`/?org=${r!.orgId}&rnm=${r!.rnm}&from=${from}&to=${to}`);
  const legend = page.getByTestId('chart-legend');
  await expect(legend).toBeVisible(slow);
  await expect(legend).toContainText('Наличные');
  await expect(page.locator('[aria-label*="legend icon"]')).toHaveCount(0);
});
