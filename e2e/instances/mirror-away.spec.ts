import type { Server } from 'node:http';
import { expect, test, type Page } from '../support/load-aware-test';
import { createAdmin } from '../create-admin.mjs';
import { mainPort } from '../fault-setup';
import { STAND_IN, standInDay } from '../stand-in-operator.mjs';
import { signInOk } from '../support/people';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import {
  createDatabase,
  startInstance,
  stopInstance,
  type Instance,
} from '../support/shared-database';
import { scaled } from '../support/scaled';
import {
  listenOn,
  standInOperator,
  systemChromium,
  waitUntilLive,
} from '../support/mirror-stand-in';

// The copy carries the business through an operator's outage (docs/mirror.md, "While the operator
// is away"): the app in mirror mode syncs the stand-in operator's register, then the stand-in
// stops answering, and a person still opens the organizations, the register, a day of documents,
// a receipt, the overview and the health board, each saying how fresh the copy is and that the
// operator is unavailable, and finds the register in lookup, a receipt by its amount, and the day
// in an export. When the stand-in is back, the pages read it live again and the notice goes.

const KEY = 'mirror-away-key';
const SESSION = 'mirror-away-session';
const ADMIN = { email: 'mirror-away@e2e.example', password: 'mirror-away-password' };
let operator: Server;
let port = 0;
let database: Awaited<ReturnType<typeof createDatabase>>;
let app: Instance;

test.describe.configure({ mode: 'serial', timeout: scaled(240_000) });
test.use(systemChromium);

async function listen(): Promise<void> {
  port = await listenOn(operator, port);
}

/** The operator goes away: its port refuses connections, as a stopped service's does. */
function stopOperator(): Promise<void> {
  return new Promise((resolve) => {
    operator.closeAllConnections();
    operator.close(() => resolve());
  });
}

function startOperator(): Promise<void> {
  operator = standInOperator(KEY, SESSION);
  return listen();
}

test.beforeAll(async () => {
  test.setTimeout(scaled(240_000));
  await startOperator();
  const origin = `http://127.0.0.1:${port}`;
  database = await createDatabase();
  const credentials = { OFD_BASE_URL: origin, OFD_API_KEY: KEY, OFD_SESSION_ID: SESSION };
  expect(createAdmin(ADMIN, { DATABASE_URL: database.url, ...credentials })).toBe(0);
  app = startInstance(mainPort + 20, database.url, {
    ...credentials,
    OFD_MIRROR: 'on',
    // Past the start of the stand-in register's window (30 days back): the copy holds all of it.
    OFD_MIRROR_BACKFILL_DAYS: '40',
  });
  await waitUntilLive(app.origin, scaled(120_000));
});

test.afterAll(async () => {
  if (app) stopInstance(app);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database?.drop();
  if (operator?.listening) operator.close();
});

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

async function waitForFirstSync(page: Page, origin = app.origin) {
  const row = page.getByRole('row').filter({ hasText: STAND_IN.rnm });
  await expect(async () => {
    await page.goto(`${origin}/settings/mirror`);
    await expect(row).toContainText(/Up to date|Актуальна/, { timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(120_000) });
}

test('with the operator stopped, every page opens from the copy and says as of when', async ({
  page,
}) => {
  await signInOk(page.request, app.origin, ADMIN);
  await waitForFirstSync(page);
  await stopOperator();

  for (const [locale, title] of [
    ['ru', /Данные на \d\d:\d\d, оператор недоступен/],
    ['en', /Data as of \d\d:\d\d[^:]*: the operator is unavailable/],
  ] as const) {
    await speak(page.context(), app.origin, locale);
    for (const { name, path, shows } of pages) {
      const response = await page.goto(`${app.origin}${path}`);
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
  await listen();
  const today = await createDatabase();
  const credentials = {
    OFD_BASE_URL: `http://127.0.0.1:${port}`,
    OFD_API_KEY: KEY,
    OFD_SESSION_ID: SESSION,
  };
  expect(createAdmin(ADMIN, { DATABASE_URL: today.url, ...credentials })).toBe(0);
  const second = startInstance(mainPort + 21, today.url, {
    ...credentials,
    OFD_MIRROR: 'on',
    OFD_MIRROR_BACKFILL_DAYS: '0',
  });
  try {
    await waitUntilLive(second.origin, scaled(120_000));
    await signInOk(page.request, second.origin, ADMIN);
    await waitForFirstSync(page, second.origin);
    await stopOperator();
    // The browser offers no day the copy lacks (the drives' days come from the copy while the
    // operator is away); asked anyway (an old link, the API), the period says which days it holds.
    const api = `/api${register}/documents?drive=${STAND_IN.drive}&from=${day}&to=${day}`;
    const answer = await page.request.get(`${second.origin}${api}`);
    expect(answer.status()).toBe(503);
    const problem = (await answer.json()) as { copyFrom?: string; copyTo?: string };
    expect(problem.copyFrom).toBe(new Date().toISOString().slice(0, 10));
    expect(problem.copyTo).toMatch(/^\d{4}-\d\d-\d\d$/);
  } finally {
    stopInstance(second);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await today.drop();
  }
});

test('when the operator is back, the pages read it live again', async ({ page }) => {
  await listen();
  await signInOk(page.request, app.origin, ADMIN);
  // Right after an outage the copy answers for a few seconds more (lib/ofd/client.ts).
  await expect(async () => {
    await page.goto(`${app.origin}/organizations`);
    await expect(page.getByRole('main')).toContainText(/Стенд/);
    await expect(page.getByTestId('operator-away')).toHaveCount(0, { timeout: scaled(1_000) });
  }).toPass({ timeout: scaled(60_000) });
});
