import { expect, test } from '../fixtures';
import { demoDirectory } from '../support/demo-service';

// The lookup keeps up with typing (components/lookup/lookup-form.tsx): it searches when typing
// pauses, not on every keystroke, and the search before is aborted, so a person typing RNM after
// RNM at human speed spends a search per pause and never meets a 429.

test.use({ viewport: { width: 390, height: 844 } });
// The shared test machine may be slow to serve a page: time to spare, none of it in the typing.
test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 60_000 };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'ru', url: baseURL! }]);
});

test('typing several RNMs at human speed sends a search per pause and meets no 429', async ({
  page,
  request,
}) => {
  const rnms = (await demoDirectory(request))
    .flatMap((entry) => entry.cashboxes.map((c) => c.regNumber))
    .slice(0, 6);
  expect(rnms).toHaveLength(6);
  const sent: string[] = [];
  const statuses: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/lookup') sent.push(r.url());
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/lookup') statuses.push(r.status());
  });
  await page.goto('/lookup');
  const box = page.getByRole('searchbox', {
    name: 'РНМ, заводской номер, ФН, ИНН, адрес или название',
  });
  let keystrokes = 0;
  for (const rnm of rnms) {
    await box.clear();
    // 120 ms between keys: a quick typist; the pause to read the answer is 1 s.
    await box.pressSequentially(rnm, { delay: 120 });
    keystrokes += rnm.length;
    const result = page.getByTestId('lookup-result').filter({ hasText: rnm });
    await expect(result.first()).toBeVisible(slow);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${rnm}`));
    await page.waitForTimeout(1000);
  }
  // A search per pause, not one per keystroke: one per RNM, with room for a stall of the shared
  // test machine that looks like a pause.
  expect(sent.length).toBeGreaterThanOrEqual(rnms.length);
  expect(sent.length).toBeLessThanOrEqual(rnms.length * 2);
  expect(keystrokes).toBeGreaterThan(rnms.length * 2 * 4);
  expect(statuses.filter((s) => s === 429)).toEqual([]);
});

test('a search still in flight is aborted when typing moves on', async ({ page, request }) => {
  const [entry] = await demoDirectory(request);
  const rnm = entry!.cashboxes[0]!.regNumber;
  // The page's own fetches, and which of them it aborted.
  await page.addInitScript(() => {
    const aborted: string[] = [];
    (window as unknown as { __aborted: string[] }).__aborted = aborted;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/lookup')) {
        init?.signal?.addEventListener('abort', () => aborted.push(url));
      }
      return original(input, init);
    };
  });
  // Hold every search long enough that the next one starts while it is in flight.
  await page.route('**/api/lookup?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/lookup');
  const box = page.getByRole('searchbox', {
    name: 'РНМ, заводской номер, ФН, ИНН, адрес или название',
  });
  await expect(box).toBeEditable(slow);
  await box.pressSequentially(rnm.slice(0, 8), { delay: 50 });
  await page.waitForTimeout(600);
  await box.pressSequentially(rnm.slice(8), { delay: 50 });
  await expect(page.getByTestId('lookup-result').filter({ hasText: rnm }).first()).toBeVisible(
    slow,
  );
  const aborted = await page.evaluate(
    () => (window as unknown as { __aborted: string[] }).__aborted,
  );
  expect(aborted.length).toBeGreaterThanOrEqual(1);
  expect(aborted[0]).toContain(`q=${rnm.slice(0, 8)}`);
});
