import { expect, test } from '../support/load-aware-test';
import { mainPort } from '../fault-setup';
import { STAND_IN, standInDay } from '../stand-in-operator.mjs';
import {
  databaseWithAdmin,
  mirrorAroundFile,
  startMirror,
  stopMirrors,
  waitForFirstSync,
} from '../support/mirror-app';
import { systemChromium, waitUntilLive } from '../support/mirror-stand-in';
import { signInOk } from '../support/people';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// The copy carries the business through an operator's outage (docs/mirror.md, "While the operator
// is away"): the app in mirror mode syncs the stand-in operator's register, then the stand-in
// stops answering, and a person still opens the organizations, the register, a day of documents,
// a receipt, the overview and the health board, each saying how fresh the copy is and that the
// operator is unavailable, and finds the register in lookup, a receipt by its amount, and the day
// in an export. When the stand-in is back, the pages read it live again and the notice goes.

const world = mirrorAroundFile('mirror-away');
/** The instance started before the tests, its copy holding the stand-in register's whole window. */
const app = () => world.instances[0]!;

test.describe.configure({ mode: 'serial', timeout: scaled(240_000) });
test.use(systemChromium);

const day = standInDay();
const register = `/organizations/${STAND_IN.orgId}/cashboxes/${STAND_IN.rnm}`;
const pages = [
  // The overview of the period that holds the day, and the health board: both name the register's
  // organization or the register itself, from the copy.
  { name: 'overview', path: `/?from=${day}&to=${day}`, shows: /Стенд/ },
  { name: 'health', path: '/health', shows: STAND_IN.rnm },
  { name: 'organizations', path: '/organizations', shows: /Стенд/ },
  { name: 'register', path: register, shows: STAND_IN.rnm },
  {
    name: 'documents',
    path: `${register}/documents?drive=${STAND_IN.drive}&from=${day}&to=${day}`,
    // The day's receipts: 120.00 each.
    shows: /120[,.]00/,
  },
  { name: 'receipt', path: `${register}/documents/2?drive=${STAND_IN.drive}`, shows: 'Капучино' },
];

test('with the operator stopped, every page opens from the copy and says as of when', async ({
  page,
}) => {
  await signInOk(page.request, app().origin, world.admin);
  await waitForFirstSync(page, app().origin);
  await world.stopOperator();

  for (const [locale, title] of [
    ['ru', /Данные на \d\d:\d\d, оператор недоступен/],
    ['en', /Data as of \d\d:\d\d[^:]*: the operator is unavailable/],
  ] as const) {
    await speak(page.context(), app().origin, locale);
    for (const { name, path, shows } of pages) {
      const response = await page.goto(`${app().origin}${path}`);
      expect(response?.status(), name).toBe(200);
      await expect(page.getByTestId('operator-away'), name).toContainText(title);
      await expect(page.getByRole('main'), name).toContainText(shows);
      await capture(page, `mirror-away-${name}-${locale}`, 1280);
    }
  }
  // The register's copy starts where its window opens: the days before it say so.
  await expect(page.getByTestId('operator-away')).toContainText(/holds documents from/);
});

test('with the operator stopped, a day outside the copy says which days the copy holds', async ({
  page,
}) => {
  // A second app whose copy starts today: the stand-in's documents, yesterday's, lie before it.
  await world.resumeOperator();
  const today = await databaseWithAdmin(world.admin, world.access());
  const second = startMirror(mainPort + 21, today, world.access(), 0);
  try {
    await waitUntilLive(second.origin, scaled(120_000));
    await signInOk(page.request, second.origin, world.admin);
    await waitForFirstSync(page, second.origin);
    await world.stopOperator();
    // The browser offers no day the copy lacks (the drives' days come from the copy while the
    // operator is away); asked anyway (an old link, the API), the period says which days it holds.
    // Five days back: before the copy, and before the three days the health sweep at start read
    // into the day cache while the operator answered (those are served from there).
    const before = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const api = `/api${register}/documents?drive=${STAND_IN.drive}&from=${before}&to=${before}`;
    const answer = await page.request.get(`${second.origin}${api}`);
    expect(answer.status()).toBe(503);
    const problem = (await answer.json()) as { copyFrom?: string; copyTo?: string };
    expect(problem.copyFrom).toBe(new Date().toISOString().slice(0, 10));
    expect(problem.copyTo).toMatch(/^\d{4}-\d\d-\d\d$/);
  } finally {
    await stopMirrors([second], today);
  }
});

test('when the operator is back, the pages read it live again', async ({ page }) => {
  await world.resumeOperator();
  await signInOk(page.request, app().origin, world.admin);
  // Right after an outage the copy answers for a few seconds more (lib/ofd/client.ts).
  await expect(async () => {
    await page.goto(`${app().origin}/organizations`);
    await expect(page.getByRole('main')).toContainText(/Стенд/);
    await expect(page.getByTestId('operator-away')).toHaveCount(0, { timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(60_000) });
});
