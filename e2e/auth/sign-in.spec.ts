import { expect, test } from '../fixtures';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';

// The sign-in flow in a browser: a page without a session leads to /sign-in and back to where the
// person was; the session cookie is HttpOnly and SameSite=Lax; sign-out ends the session.

test('sign in, come back to the page, sign out', async ({ page, context, expectAccessible }) => {
  const path = '/lookup?q=0000';
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await expectAccessible();
  await page.getByLabel('Email').fill(DEMO_PEOPLE.support.email);
  await page.getByLabel('Password').fill(DEMO_PEOPLE.support.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByTestId('viewer')).toContainText(DEMO_PEOPLE.support.email);

  const [cookie] = (await context.cookies()).filter((c) => c.name.endsWith('session_token'));
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // Plain http here, so neither Secure nor the __Host- prefix (both come with an https APP_URL).
  expect(cookie!.secure).toBe(false);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/organizations');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Forganizations/);
  // The old cookie, replayed, opens nothing: the session ended on the server.
  await context.addCookies([cookie!]);
  const api = await page.request.get('/api/organizations');
  expect(api.status()).toBe(401);
});

test('a wrong password is refused with one message; the form is labelled in Russian too', async ({
  page,
  context,
}) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO_PEOPLE.owner.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'The email or password is not correct.',
  );
  await expect(page).toHaveURL(/\/sign-in/);

  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: page.url() }]);
  await page.reload();
  await expect(page.getByLabel('Электронная почта')).toBeVisible();
  await expect(page.getByLabel('Пароль')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('next never leads off the site', async ({ page }) => {
  await page.goto('/sign-in?next=//evil.example/x');
  await page.getByLabel('Email').fill(DEMO_PEOPLE.owner.email);
  await page.getByLabel('Password').fill(DEMO_PEOPLE.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('a form sent before its script has loaded never puts the password in the address', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(DEMO_PEOPLE.owner.email);
  await page.getByLabel('Password').fill('a-password-never-in-a-url');
  const sent = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByLabel('Password').press('Enter');
  const request = await sent;
  expect(request.method()).toBe('POST');
  expect(request.url()).not.toContain('never-in-a-url');
  expect(request.url()).not.toContain('password');
  await context.close();
});
