import { expect, test, type Page } from '../support/load-aware-test';
import { mainPort } from '../fault-setup';
import { STAND_IN } from '../stand-in-operator.mjs';
import { mirrorAroundFile, startMirror, waitForFirstSync } from '../support/mirror-app';
import { systemChromium, waitUntilLive } from '../support/mirror-stand-in';
import { signInOk } from '../support/people';
import { speak } from '../support/phone';
import { capture, onEveryScreen } from '../support/screens';
import { scaled } from '../support/scaled';

// The app in mirror mode (docs/mirror.md) against the stand-in operator that pages as published
// (e2e/stand-in-operator.mjs over e2e/published-operator.mjs): its first pass copies the stand-in's
// register, /settings/mirror shows it synced, and the register's pages say how fresh they are; a
// receipt search over 60 days, longer than a live search may be, answers from the copy.
// Then a second instance on the same database, whose credentials the operator rejects, stops and
// marks the copy so: the status page says so plainly, the health board in one line.

const world = mirrorAroundFile('mirror');

test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });
// The instances project has no browser of its own (its other specs speak HTTP).
test.use(systemChromium);

async function signInAs(page: Page, origin: string) {
  await signInOk(page.request, origin, world.admin);
}

test('the status page lists the register synced, and its pages say how fresh they are', async ({
  page,
}) => {
  const app = world.instances[0]!;
  await signInAs(page, app.origin);
  await waitForFirstSync(page, app.origin);
  await expect(page.getByTestId('mirror-as-of')).toBeVisible();
  await onEveryScreen(page, app.origin, async (locale, width) => {
    await page.goto(`${app.origin}/settings/mirror`);
    await expect(page.getByTestId('mirror-as-of')).toContainText(
      locale === 'en' ? 'as of' : 'по состоянию на',
    );
    await capture(page, `mirror-status-${locale}`, width);
  });
  await speak(page.context(), app.origin, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(
    `${app.origin}/organizations/${STAND_IN.orgId}/cashboxes/${STAND_IN.rnm}/documents`,
  );
  await expect(page.getByTestId('mirror-as-of')).toContainText(/as of \d\d:\d\d/);
  await capture(page, 'mirror-documents-en', 1280);
});

test('a 60-day receipt search answers from the copy and says so, the quirky day included', async ({
  page,
}) => {
  const app = world.instances[0]!;
  await signInAs(page, app.origin);
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  // The stand-in's day (yesterday) holds an epoch-second receipt and one whose total is text: the
  // copy keeps both as sent (docs/mirror.md, "Unreadable documents"), so the day is whole in the
  // copy and a period with it is answered from there. (A period the copy does not hold whole is
  // refused past 31 days: lib/mirror/server/receipt-search.test.ts.)
  const query = `from=${day(59)}&to=${day(0)}&amount=120`;
  const response = await page.request.get(`${app.origin}/api/receipts/search?${query}`);
  expect(response.status()).toBe(200);
  const answer = await response.json();
  expect(answer.mirrored).toBe(true);
  expect(answer.searched.days).toBeGreaterThan(0);
  await onEveryScreen(page, app.origin, async (locale, width) => {
    await page.goto(`${app.origin}/receipts/search?${query}`);
    await expect(page.getByTestId('search-mirrored')).toContainText(
      locale === 'en' ? "mirror's local copy" : 'локальной копии',
    );
    await capture(page, `mirror-receipt-search-${locale}`, width);
  });
  await speak(page.context(), app.origin, 'en');
});

test('rejected credentials stop the sync: the status page says what to do, the board one line', async ({
  page,
}) => {
  const rejected = startMirror(mainPort + 21, world.database, {
    ...world.access(),
    key: 'a-revoked-key',
  });
  world.instances.push(rejected);
  await waitUntilLive(rejected.origin, scaled(120_000));
  const app = world.instances[0]!;
  await signInAs(page, app.origin);
  await expect(async () => {
    await page.goto(`${app.origin}/settings/mirror`);
    await expect(page.getByTestId('mirror-rejected')).toBeVisible({ timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(120_000) });
  await expect(page.getByTestId('mirror-rejected')).toContainText('OFD_API_KEY');
  await capture(page, 'mirror-rejected-en', 1280);
  await page.goto(`${app.origin}/health`);
  await expect(page.getByTestId('mirror-rejected')).toHaveCount(1);
  await expect(page.getByTestId('mirror-rejected')).toContainText(/rejected/);
  await capture(page, 'mirror-health-rejected-en', 1280);
});
