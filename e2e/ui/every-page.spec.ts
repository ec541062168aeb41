import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { fill } from '../support/app-routes';
import { foreignWords, wordsOfData } from '../support/latin-words';
import { scanTargets, signedInTemplates } from '../support/page-scan';
import { PHONE, signedOutPage, speak, type Locale } from '../support/phone';
import { scaled } from '../support/scaled';
import { smallTargets } from '../support/tap-targets';

// Every page of the app (read from `app/`), once, at 390 px in each language, signed in and (the
// sign-in page) signed out, with everything a page must be checked for once it has loaded:
// - its messages: each route gives the browser only the catalog parts its client components
//   translate (docs/conventions.md, "Messages"); a part left out shows as its key
//   ("Documents.title") and next-intl reports MISSING_MESSAGE in the console;
// - in Russian, no word in Latin letters outside the allowed ones (e2e/support/latin-words.ts);
// - in Russian, nothing scrolls sideways, and every control a finger can hit is at least
//   44 × 44 px (docs/phones.md).
// A page is opened once for all three: these were three walks of the same pages.
// In Russian only: the English catalog has the same keys and arguments
// (lib/i18n/catalog-parity.test.ts), and a route ships the same catalog parts in either language
// (lib/i18n/client-messages.test.ts), so a part missing in English is missing in Russian too.

test.use({ viewport: PHONE });
// Each page is its own test; they share nothing but the targets, so both workers take them.
test.describe.configure({ mode: 'parallel' });

// The catalog's namespaces, read from its files (lib/i18n/messages/en).
const catalog = join(process.cwd(), 'lib/i18n/messages/en');
const namespaces = readdirSync(catalog)
  .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(catalog, file), 'utf8'))))
  .join('|');
const rawKey = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z]\\w*`);

/** Finished loading: the network quiet, nothing busy, no skeleton left, the fonts in. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: scaled(20_000) }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"], .animate-pulse')).toHaveCount(0, {
    timeout: scaled(60_000),
  });
  await page.evaluate(() => document.fonts.ready);
}

async function targets(request: Parameters<typeof scanTargets>[0]) {
  const found = await scanTargets(request);
  found.query['/export-failed'] = '?reason=role';
  return { ...found, data: await wordsOfData(request, found.register, found.receipt) };
}

// Signed in, /sign-in sends the person on: it is visited signed out. A page that does not exist
// is a page people meet too.
const templates = signedInTemplates();
const pages = [...templates, '/no-such-page', '/sign-in'];

test('the walk covers the app’s pages', () => {
  expect(templates).toEqual(
    expect.arrayContaining([
      '/',
      '/lookup',
      '/health',
      '/export-failed',
      '/organizations/[orgId]',
      '/settings/people',
      '/settings/audit',
    ]),
  );
});

let found: Awaited<ReturnType<typeof targets>> | undefined;

const locale: Locale = 'ru';

async function visit(page: Page, template: string, testInfo: TestInfo) {
  const { ids, query, data } = found!;
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) missing.push(message.text());
  });
  await page.goto(`${fill(template, ids)}${query[template] ?? ''}`);
  if (template === '/' || template === '/organizations/[orgId]') {
    await expect(page.getByTestId('figure-income').getByTestId('figure-value')).toBeVisible();
  }
  if (template === '/sign-in') await expect(page.locator('button[type="submit"]')).toBeVisible();
  await settled(page);

  const text = await page.locator('body').innerText();
  expect(text.match(rawKey)?.[0], 'a raw message key').toBeUndefined();
  expect(missing, 'missing messages').toEqual([]);
  const name = template === '/' ? 'home' : template.replace(/[/[\]]+/g, '-').replace(/^-|-$/g, '');
  expect(await foreignWords(page, data), 'Latin words').toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(PHONE.width);
  expect(await smallTargets(page, 'body'), 'controls smaller than 44 × 44 px').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-390-${locale}.png`), fullPage: true });
}

for (const template of pages) {
  test(`${template}: its messages, Russian words, 390 px`, async ({
    page,
    browser,
    context,
    baseURL,
    request,
  }, testInfo) => {
    test.setTimeout(scaled(90_000));
    found ??= await targets(request);
    if (template !== '/sign-in') {
      await speak(context, baseURL!, locale);
      await visit(page, template, testInfo);
      return;
    }
    const anonymous = await signedOutPage(browser, baseURL!, locale);
    await visit(anonymous, template, testInfo);
    await anonymous.context().close();
  });
}
