import type { APIRequestContext, Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { whenHydrated } from '../support/hydrated';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';
import { stateFile } from '../support/people';
import { mayQuiet } from '../../lib/alerts/powers';
import type { ReasonCode, Severity } from '../../lib/health/types';

// Acknowledge and snooze from the health board (docs/alerts.md), observed through the evaluate API
// and the delivery log: an acknowledged episode gets nothing more; a snoozed register-reason gets
// no message, not even for a rule made after the snooze, while the other episodes do. In en at
// 1280 px and in ru at 390 px (keyboard and 44 px tap targets), with screenshots of the board at
// both widths in each language, taken on the page each test already has.

test.describe.configure({ mode: 'serial' });

type Delivery = { target: string; kind: string; subject: string };
type BoardEpisode = {
  id: string;
  rnm: string;
  reason: ReasonCode;
  severity: Severity;
  acknowledgedAt: string | null;
};

const headers = (baseURL: string | undefined) => ({ Origin: baseURL! });

/** One evaluation that ran (another spec's evaluation may hold the lock for a moment). */
async function evaluate(request: APIRequestContext, baseURL: string | undefined) {
  await expect(async () => {
    const response = await request.post('/api/alerts/evaluate', { headers: headers(baseURL) });
    expect(response.status()).toBe(200);
    expect((await response.json()).ran).toBe(true);
  }).toPass({ timeout: scaled(30_000) });
}

async function emailRule(request: APIRequestContext, baseURL: string | undefined, target: string) {
  const made = await request.post('/api/alerts/rules', {
    headers: headers(baseURL),
    data: { channel: 'email', target },
  });
  expect(made.status()).toBe(201);
}

async function deliveriesTo(request: APIRequestContext, target: string) {
  const all = (await (await request.get('/api/alerts/deliveries')).json()) as Delivery[];
  return all.filter((d) => d.target === target);
}

// The board's alerts come from an evaluation, and the app's own timer is off in the browser
// tests (playwright.config.ts): every test below finds episodes, whichever of them runs alone.
test.beforeAll(async ({ request, baseURL }) => {
  await evaluate(request, baseURL);
});

async function openEpisodes(page: Page) {
  return (await (await page.request.get('/api/alerts/episodes')).json()) as BoardEpisode[];
}

test.describe('en at 1280px', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  test('acknowledge from the board: shown, audited, and nothing more is sent', async ({
    page,
    baseURL,
    expectAccessible,
  }) => {
    // Two evaluations, the board, the audit page and an axe scan: at a load of 9 on two cores it
    // ran past 45 s.
    test.slow();
    const target = `board-ack-${Date.now()}@demo.example`;
    await emailRule(page.request, baseURL, target);
    await evaluate(page.request, baseURL);
    const told = await deliveriesTo(page.request, target);
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((d) => d.kind === 'opened')).toBe(true);

    await page.goto('/health');
    const item = page
      .getByTestId('alert-episode')
      .filter({ has: page.getByRole('button', { name: /^Acknowledge/ }) })
      .first();
    const rnm = (await item.getAttribute('data-rnm'))!;
    const reason = (await item.getAttribute('data-reason'))!;
    // Drawn by the server, the button is on screen before the page's code answers a click on it.
    await (await whenHydrated(item.getByRole('button', { name: /^Acknowledge/ }))).click();
    const done = page.locator(
      `[data-testid="alert-episode"][data-rnm="${rnm}"][data-reason="${reason}"]`,
    );
    await expect(done.getByTestId('episode-acknowledged')).toContainText(
      'Acknowledged by admin@demo.example',
    );
    await expect(done.getByRole('button', { name: /^Acknowledge/ })).toHaveCount(0);
    const episode = (await openEpisodes(page)).find((e) => e.rnm === rnm && e.reason === reason);
    expect(episode?.acknowledgedAt).toBeTruthy();
    const audit = await (
      await page.request.get('/settings/audit?action=alert-acknowledged')
    ).text();
    expect(audit).toContain(rnm);

    await evaluate(page.request, baseURL);
    expect(await deliveriesTo(page.request, target)).toHaveLength(told.length);
    await capture(page, 'health-alerts-en', 1280);
    await expectAccessible();
    // The same board at the other width: no second load for a screenshot.
    await page.setViewportSize({ width: 390, height: 844 });
    await capture(page, 'health-alerts-en', 390);
  });
});

test.describe('ru at 390px', () => {
  test.use({ locale: 'ru-RU', viewport: { width: 390, height: 844 } });

  test('snooze from the board by keyboard: no message for it until the time', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/health');
    const item = page
      .getByTestId('alert-episode')
      .filter({ hasNot: page.getByTestId('episode-snoozed') })
      .first();
    await expect(item).toBeVisible();
    const rnm = (await item.getAttribute('data-rnm'))!;
    const reason = (await item.getAttribute('data-reason'))!;
    const reasonName = (await item.locator('[data-reason]').first().textContent())!.trim();
    const registerName = (await item.getByRole('link').textContent())!.replace(/ \(\d+\)$/, '');

    const summary = item.getByText('Отложить…');
    for (const control of [summary]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await summary.focus();
    await page.keyboard.press('Enter');
    const form = item.getByRole('form', { name: /^Отложить:/ });
    const custom = form.getByRole('radio', { name: 'До…' });
    await custom.focus();
    await page.keyboard.press('Space');
    await expect(custom).toBeChecked();
    const until = new Date(Date.now() + 3 * 86_400_000);
    const local = `${until.getFullYear()}-${String(until.getMonth() + 1).padStart(2, '0')}-${String(until.getDate()).padStart(2, '0')}T10:30`;
    await form.getByLabel('Отложить до (дата и время)').fill(local);
    const submit = form.getByRole('button', { name: 'Отложить' });
    for (const control of [submit, form.getByText('1 час')]) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await submit.focus();
    await page.keyboard.press('Enter');
    const done = page.locator(
      `[data-testid="alert-episode"][data-rnm="${rnm}"][data-reason="${reason}"]`,
    );
    await expect(done.getByTestId('episode-snoozed')).toContainText(
      'Отложено (admin@demo.example) до',
    );
    const audit = await (await page.request.get('/settings/audit?action=alert-snoozed')).text();
    expect(audit).toContain(rnm);

    // A rule made now owes an "opened" message for every open episode but the snoozed one. The
    // person's language is Russian here, so subjects name the reason as the Russian board does.
    const target = `board-snooze-${Date.now()}@demo.example`;
    await emailRule(page.request, baseURL, target);
    await evaluate(page.request, baseURL);
    const subjects = (await deliveriesTo(page.request, target)).map((d) => d.subject);
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.filter((s) => s.includes(`${reasonName}, ${registerName}`))).toEqual([]);
    await capture(page, 'health-alerts-ru', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await capture(page, 'health-alerts-ru', 1280);
  });
});

// Who may quiet what (docs/people.md, "Alerts"): every episode on an owner's board has its
// controls or says why not; support staff's board says once that they quiet nothing.
test.describe('as an owner and as support', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });

  for (const role of ['owner', 'support'] as const) {
    test(`${role}: an episode without controls says who quiets it`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: stateFile(role) });
      const page = await context.newPage();
      await page.goto('/health');
      const episodes = await openEpisodes(page);
      expect(episodes.length, 'episodes the person may see').toBeGreaterThan(0);
      const readOnly = page.getByTestId('episodes-read-only');
      await expect(readOnly).toHaveCount(role === 'support' ? 1 : 0);
      for (const episode of episodes) {
        const item = page.locator(
          `[data-testid="alert-episode"][data-rnm="${episode.rnm}"][data-reason="${episode.reason}"]`,
        );
        const quiets = mayQuiet(role, episode.reason, episode.severity);
        await expect(item.getByText('Snooze…')).toHaveCount(quiets ? 1 : 0);
        await expect(item.getByTestId('episode-admin-quiets')).toHaveText(
          role === 'owner' && !quiets
            ? 'Only an administrator quiets a problem that may be critical.'
            : [],
        );
      }
      await context.close();
    });
  }
});
