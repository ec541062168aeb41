import type { Browser, BrowserContext } from '@playwright/test';
import { test } from '../fixtures';

// The phone the suite measures on (docs/phones.md) and the language a page speaks: the app reads
// it from the NEXT_LOCALE cookie, so a context set once speaks it on every page it opens.

export const PHONE = { width: 390, height: 844 };

export type Locale = 'en' | 'ru';

/** Every page the context opens from now on is in `locale`. */
export function speak(context: BrowserContext, baseURL: string, locale: Locale) {
  return context.addCookies([{ name: 'NEXT_LOCALE', value: locale, url: baseURL }]);
}

/** Every test of the spec that calls it (at its top level) reads the pages in Russian. */
export function inRussian() {
  test.beforeEach(async ({ context, baseURL }) => {
    await speak(context, baseURL!, 'ru');
  });
}

/** Every test of the spec that calls it (at its top level) runs on the phone, in Russian. */
export function onRussianPhone() {
  test.use({ viewport: PHONE });
  inRussian();
}

/** A page of a new, signed-out context on the phone in `locale`; close its context when done. */
export async function signedOutPage(browser: Browser, baseURL: string, locale: Locale) {
  const context = await browser.newContext({
    viewport: PHONE,
    storageState: { cookies: [], origins: [] },
  });
  await speak(context, baseURL, locale);
  return context.newPage();
}
