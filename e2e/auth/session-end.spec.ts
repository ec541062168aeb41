import type { BrowserContext, Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { lastDays } from '../support/documents-world';
import { inRussian } from '../support/phone';
import { scaled } from '../support/scaled';

// Session end (docs/keep-my-place.md): when the session ends, the header clears and the sign-in
// page says the session ended; after signing in the person is back at the exact place, period,
// comparison and search included.

// A shared test machine may be slow to serve a page: time to spare.
test.describe.configure({ timeout: scaled(240_000) });
const slow = { timeout: scaled(60_000) };

inRussian();

const owner = DEMO_PEOPLE.owner;

async function signIn(page: Page) {
  await page.getByLabel('Электронная почта').fill(owner.email);
  await page.getByLabel('Пароль').fill(owner.password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** Ends the session the way an expiry does: the browser still sends a cookie the server refuses. */
async function endSession(context: BrowserContext) {
  const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith('session_token'));
  expect(cookie).toBeDefined();
  await context.addCookies([{ ...cookie!, value: 'ended.session' }]);
}

test('an ended session clears the header, says so, and signing in returns to the exact place', async ({
  page,
  context,
}) => {
  const { from, to } = lastDays(7, 2);
  const place = `/lookup?q=${encodeURIComponent('Невский')}`;
  await page.goto(place);
  await expect(page).toHaveURL(/\/sign-in\?next=/, slow);
  // No session cookie yet: a first visit, not an ended session.
  await expect(page.getByTestId('session-ended')).toHaveCount(0);
  await signIn(page);
  await expect(page).toHaveURL(place, slow);
  await expect(page.getByTestId('viewer')).toContainText(owner.email);

  // The session ends while the page is open; the next in-app step meets the door.
  await endSession(context);
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: 'Организации' })
    .click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Forganizations/, slow);
  await expect(page.getByTestId('session-ended')).toHaveText(
    'Сеанс завершён. Войдите снова, и откроется то же место, где вы были.',
  );
  await expect(page.getByTestId('viewer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Выйти' })).toHaveCount(0);

  // A bookmarked place with period, comparison and search comes back whole after signing in.
  const overview = `/?from=${from}&to=${to}&compare=year`;
  await page.goto(overview);
  await expect(page).toHaveURL(/\/sign-in\?next=/, slow);
  await expect(page.getByTestId('session-ended')).toBeVisible();
  await signIn(page);
  await expect(page).toHaveURL(overview, slow);
  await expect(page.getByLabel('Сравнить с')).toHaveValue('year', slow);
  await expect(page.getByTestId('viewer')).toContainText(owner.email);
});
