import { LOOKUP_PAUSE_MS } from '../../lib/lookup/query';
import { expect, test } from '../fixtures';
import { demoDirectory } from '../support/demo-service';
import { whenHydrated } from '../support/hydrated';
import { onRussianPhone } from '../support/phone';
import { scaled } from '../support/scaled';

// The lookup keeps up with typing (components/lookup/lookup-form.tsx): it searches when typing
// pauses, not on every keystroke, and the search before is aborted, so a person typing RNM after
// RNM at human speed spends a search per pause and never meets a 429.

onRussianPhone();
// The shared test machine may be slow to serve a page: time to spare, none of it in the typing.
test.describe.configure({ timeout: scaled(180_000) });
const slow = { timeout: scaled(60_000) };

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
  // When the page itself saw each change of the box: a busy machine stretches the 120 ms the test
  // asks for between keys into pauses of its own, and a search then rightly follows each of them.
  await page.addInitScript(() => {
    const changes: number[] = [];
    (window as unknown as { __changes: number[] }).__changes = changes;
    document.addEventListener('input', () => changes.push(performance.now()), true);
  });
  await page.goto('/lookup');
  const box = await whenHydrated(
    page.getByRole('searchbox', { name: 'РНМ, заводской номер, ФН, ИНН, адрес или название' }),
  );
  let keystrokes = 0;
  for (const rnm of rnms) {
    await box.clear();
    // 120 ms between keys: a quick typist. The answer shown and in the address is the pause to
    // read it: the address follows only a pause in typing, so no fixed wait is needed after it.
    await box.pressSequentially(rnm, { delay: 120 });
    keystrokes += rnm.length;
    const result = page.getByTestId('lookup-result').filter({ hasText: rnm });
    await expect(result.first()).toBeVisible(slow);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${rnm}`));
  }
  // A search per pause, not one per keystroke: at least one per RNM, and no more than the pauses
  // the page saw (a gap of LOOKUP_PAUSE_MS between two changes, less a margin for the clock, and
  // the last one). On a quiet machine that is about one per RNM against ~100 keystrokes.
  const changes = await page.evaluate(
    () => (window as unknown as { __changes: number[] }).__changes,
  );
  const pauses =
    changes.slice(1).filter((at, i) => at - changes[i]! >= LOOKUP_PAUSE_MS - 50).length + 1;
  expect(sent.length).toBeGreaterThanOrEqual(rnms.length);
  expect(
    sent.length,
    `searches against ${pauses} pauses in ${changes.length} changes`,
  ).toBeLessThanOrEqual(pauses);
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
  // A search for part of the RNM is held until the page asks for the whole RNM, so it is still in
  // flight when typing moves on, however slowly the machine types (a clock-timed hold ran out
  // before the rest was typed on a busy machine).
  let askedForAll: () => void = () => undefined;
  const allAsked = new Promise<void>((resolve) => (askedForAll = resolve));
  let partAsked: () => void = () => undefined;
  const partInFlight = new Promise<void>((resolve) => (partAsked = resolve));
  await page.route('**/api/lookup?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('q') === rnm) askedForAll();
    else {
      partAsked();
      await Promise.race([allAsked, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto('/lookup');
  const box = await whenHydrated(
    page.getByRole('searchbox', { name: 'РНМ, заводской номер, ФН, ИНН, адрес или название' }),
  );
  await box.pressSequentially(rnm.slice(0, 8), { delay: 50 });
  await partInFlight;
  await box.pressSequentially(rnm.slice(8), { delay: 50 });
  await expect(page.getByTestId('lookup-result').filter({ hasText: rnm }).first()).toBeVisible(
    slow,
  );
  // Every aborted search was for a part of the RNM typed before: a stall of the machine between
  // two keys may have sent a shorter part first, which is aborted the same way.
  const aborted = await page.evaluate(
    () => (window as unknown as { __aborted: string[] }).__aborted,
  );
  expect(aborted.length).toBeGreaterThanOrEqual(1);
  for (const url of aborted) {
    const q = new URL(url, 'http://page').searchParams.get('q') ?? '';
    expect(q.length).toBeGreaterThan(0);
    expect(rnm.startsWith(q) && q !== rnm, `${q} is a part of ${rnm}`).toBe(true);
  }
});
