import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import type { Page } from '../support/load-aware-test';
import { stateFile } from '../support/people';
import { speak } from '../support/phone';
import { capture } from '../support/screens';
import { scaled } from '../support/scaled';

// /settings/alerts as the demo admin: make a rule, send a test, see it in the delivery log and,
// with no SMTP_URL, in the development outbox; a webhook rule shows its secret once and signs
// what it sends with it (a receiver on loopback checks the HMAC). Screenshots in en and ru. One
// page per language: each load of the page costs more than every check made on it.

let receiver: Server;
let hookUrl = '';
let secret = '';
/** What reached the receiver, with the signature it carried: checked once the secret is known, as
 * an evaluation running beside this spec may send the new rule its problems before it is read. */
const received: { body: string; given: string }[] = [];
const signed = ({ body, given }: { body: string; given: string }) => {
  const expected = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
  return (
    given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
};

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ body, given: String(req.headers['x-ofd-console-signature'] ?? '') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
});
test.afterAll(() => new Promise<void>((done) => receiver.close(() => done())));

type Delivery = { id: string; about: { reason?: string } | null };
/** The board's reason names, from the catalog the app itself reads. */
const reasons = (locale: 'en' | 'ru'): Record<string, string> =>
  JSON.parse(readFileSync(`lib/i18n/messages/${locale}/health.json`, 'utf8')).Health.reason;

/** A delivery about a register's reason: one evaluation that ran sends the demo world's planted
 * faults to the demo rule. */
async function deliveryAboutAReason(page: Page, baseURL: string) {
  await expect(async () => {
    const ran = await page.request.post('/api/alerts/evaluate', { headers: { Origin: baseURL } });
    expect((await ran.json()).ran).toBe(true);
  }).toPass({ timeout: scaled(30_000) });
  const deliveries = (await (
    await page.request.get('/api/alerts/deliveries')
  ).json()) as Delivery[];
  const one = deliveries.find((d) => d.about?.reason);
  expect(one, 'a delivery about a register’s reason').toBeDefined();
  return one!;
}

/** The delivery log names what the message was about in the reader's language, whatever
 * language it went out in (docs/alerts.md, "Language"). */
async function expectReasonInWords(page: Page, one: Delivery, locale: 'en' | 'ru') {
  const row = page.locator(`[data-testid="delivery-row"][data-id="${one.id}"]`);
  await expect(row).toContainText(reasons(locale)[one.about!.reason!]!);
}

/** Every reason's checkbox shows inside its group at the page's width: none behind a scroll box. */
async function reasonsInSight(page: Page, width: number) {
  const group = page.getByTestId('choices-reasons');
  const boxes = group.getByRole('checkbox');
  await expect(boxes).toHaveCount(10);
  const frame = (await group.boundingBox())!;
  for (const name of ['Shift open too long', 'Missing FD numbers', 'Window ended']) {
    await expect(group.getByRole('checkbox', { name })).toBeVisible();
  }
  for (const box of await boxes.all()) {
    const at = (await box.boundingBox())!;
    expect(at.y + at.height).toBeLessThanOrEqual(frame.y + frame.height);
    expect(at.x + at.width).toBeLessThanOrEqual(frame.x + frame.width);
  }
  // Nothing inside scrolls: each wrapper is as tall as what it holds.
  const clipped = await group.evaluate((el) =>
    [...el.querySelectorAll('*')].some((e) => e.scrollHeight > e.clientHeight + 1),
  );
  expect(clipped).toBe(false);
  await group.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`alert-reasons-${width}.png`) });
}

test('support staff read the page and are offered no form that would only refuse them', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: stateFile('support') });
  const page = await context.newPage();
  await page.goto('/settings/alerts');
  await expect(page.getByTestId('alerts-read-only')).toContainText('change nothing');
  await expect(page.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save language' })).toHaveCount(0);
  await context.close();
});

test('rules in English: e-mail and webhook rules made, tested and deleted; every reason in sight', async ({
  page,
  expectAccessible,
}) => {
  // Two rules, two test messages, an axe scan and two widths on one page.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const target = `ops-${Date.now()}@demo.example`;
  await page.goto('/settings/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts', level: 1 })).toBeVisible();
  const rule = page.getByTestId('alert-rule').filter({ hasText: target });

  await test.step('make an e-mail rule, send a test, and read it in the log and the outbox', async () => {
    await page.getByLabel('Send to').fill(target);
    await page.getByRole('checkbox', { name: 'Silent' }).check();
    await page.getByRole('button', { name: 'Create rule' }).click();
    await expect(page.getByText('The rule is made.')).toBeVisible();
    // In the list at once, without a reload: people who did not see it there made it again.
    await expect(rule).toContainText('Silent');
    await rule.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByText('The test message was sent.')).toBeVisible();
    // An evaluation by a spec running beside this one may also send this rule the demo world's
    // silent registers: the test message is the one counted.
    const row = page
      .getByTestId('delivery-row')
      .filter({ hasText: target })
      .filter({ hasText: 'Test' });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'sent');
    const mails = page.getByTestId('outbox-mail').filter({ hasText: target });
    await expect(mails.filter({ hasText: 'Test message' })).toHaveCount(1);
    await expectAccessible();
  });

  await test.step('a rule deleted leaves the list at once, without a reload', async () => {
    await rule.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The rule is deleted.')).toBeVisible();
    await expect(rule).toHaveCount(0);
  });

  await test.step('a webhook rule shows its secret once and signs its test message', async () => {
    await page.getByLabel('Channel').selectOption('webhook');
    await page.getByLabel('Send to').fill(hookUrl);
    await page.getByRole('button', { name: 'Create rule' }).click();
    const shown = page.getByTestId('webhook-secret');
    await expect(shown).toHaveText(/^[0-9a-f]{64}$/);
    secret = (await shown.textContent())!;
    await page.reload();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret);
    const rules = await (await page.request.get('/api/alerts/rules')).text();
    expect(rules).not.toContain(secret);
    const hook = page.getByTestId('alert-rule').filter({ hasText: hookUrl });
    await hook.getByRole('button', { name: 'Send a test' }).click();
    await expect(page.getByText('The test message was sent.')).toBeVisible();
    // The rule takes every reason, so an evaluation by a spec running beside this one may also
    // send it the demo world's open problems: count the test message, and check all were signed.
    const tests = received.filter((message) => JSON.parse(message.body).kind === 'test');
    expect(tests).toHaveLength(1);
    expect(received.every(signed)).toBe(true);
    await hook.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The rule is deleted.')).toBeVisible();
    await expect(hook).toHaveCount(0);
  });

  for (const width of [1280, 390]) {
    await test.step(`every reason is in sight at ${width}px, none behind a scroll box`, async () => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await reasonsInSight(page, width);
      await capture(page, 'alerts-en', width);
    });
  }
});

test('the delivery log names each message’s reason in the reader’s language; screens in Russian', async ({
  page,
  baseURL,
}) => {
  const one = await deliveryAboutAReason(page, baseURL!);
  await speak(page.context(), baseURL!, 'ru');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings/alerts');
  await expect(page.getByRole('heading', { name: 'Оповещения', level: 1 })).toBeVisible();
  await expectReasonInWords(page, one, 'ru');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await capture(page, 'alerts-ru', width);
    await capture(page, 'settings-alerts-ru', width);
  }
  // The same message in English, to its English reader.
  await speak(page.context(), baseURL!, 'en');
  await page.reload();
  await expectReasonInWords(page, one, 'en');
});
