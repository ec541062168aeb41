import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { fill } from '../support/app-routes';
import { scanTargets, signedInTemplates } from '../support/page-scan';
import { PHONE, signedOutPage, speak } from '../support/phone';
import { scaled } from '../support/scaled';

// Each route gives the browser only the catalog parts its client components translate
// (docs/conventions.md, "Messages"). A part left out shows as its key ("Documents.title") and
// next-intl reports MISSING_MESSAGE in the console: every page, in both languages, has neither.

test.use({ viewport: PHONE });

// The catalog's namespaces, read from its files (lib/i18n/messages/en).
const catalog = join(process.cwd(), 'lib/i18n/messages/en');
const namespaces = readdirSync(catalog)
  .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(catalog, file), 'utf8'))))
  .join('|');
const rawKey = new RegExp(`\\b(?:${namespaces})\\.[A-Za-z]\\w*`);

/** Loaded enough to read: the network quiet for a moment (a slow part may still be loading). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: scaled(20_000) }).catch(() => undefined);
}

let ids: Record<string, string>;
let query: Record<string, string>;
test.beforeAll(async ({ request }) => {
  ({ ids, query } = await scanTargets(request));
});

// Signed in, /sign-in sends the person on; it is visited signed out below.
const templates = signedInTemplates();

for (const locale of ['en', 'ru'] as const) {
  for (const template of [...templates, '/sign-in']) {
    test(`${template} in ${locale} shows its messages, never a raw key`, async ({
      page,
      browser,
      context,
      baseURL,
    }, testInfo) => {
      test.setTimeout(scaled(90_000));
      const signedOut = template === '/sign-in';
      const tab = signedOut ? await signedOutPage(browser, baseURL!, locale) : page;
      if (!signedOut) await speak(context, baseURL!, locale);
      const missing: string[] = [];
      tab.on('console', (message) => {
        if (/MISSING_MESSAGE|INSUFFICIENT_PATH/.test(message.text())) missing.push(message.text());
      });
      await tab.goto(`${fill(template, ids)}${query[template] ?? ''}`);
      await settled(tab);
      const text = await tab.locator('body').innerText();
      expect(text.match(rawKey)?.[0], 'a raw message key').toBeUndefined();
      expect(missing, 'missing messages').toEqual([]);
      const name =
        template === '/' ? 'home' : template.replace(/[/[\]]+/g, '-').replace(/^-|-$/g, '');
      await tab.screenshot({ path: testInfo.outputPath(`${name}-390-${locale}.png`) });
      if (signedOut) await tab.context().close();
    });
  }
}
