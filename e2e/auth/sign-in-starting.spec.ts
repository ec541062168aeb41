import { expect, test } from '../fixtures';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// During the first start the sign-in route answers 503 "starting" (lib/auth/server/ready.ts,
// proven in its unit test); the page must say so, in both languages, never "wrong password".
// The browser is handed exactly that answer, since a started server is past that moment.

const STARTING = {
  status: 503,
  headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '5' },
  body: JSON.stringify({
    type: 'urn:ofd-console:problem:starting',
    title: 'The server is starting',
    status: 503,
    retryAfter: 5,
  }),
};

for (const [locale, email, password, button, text] of [
  ['en', 'Email', 'Password', 'Sign in', 'The server is starting. Try again in a moment.'],
  ['ru', 'Электронная почта', 'Пароль', 'Войти', 'Сервер запускается.'],
] as const) {
  test(`a sign-in during the first start says "starting" (${locale})`, async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'NEXT_LOCALE', value: locale, url: test.info().project.use.baseURL! },
    ]);
    await page.route('**/api/auth/sign-in/email', (route) => route.fulfill(STARTING));
    await page.goto('/sign-in');
    const alert = page.getByRole('alert').filter({ hasText: /\S/ });
    // A submit before the form's code has woken up is lost (docs/testing.md): submit until it shows.
    await expect(async () => {
      await page.getByLabel(email).fill(DEMO_PEOPLE.owner.email);
      await page.getByLabel(password).fill(DEMO_PEOPLE.owner.password);
      await page.getByRole('button', { name: button }).click();
      await expect(alert).toContainText(text, { timeout: scaled(2_000) });
    }).toPass({ timeout: scaled(20_000) });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await capture(page, `sign-in-starting-${locale}`, width);
    }
  });
}
