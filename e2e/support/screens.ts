import { expect, type Page } from './load-aware-test';
import { speak, type Locale } from './phone';

// Screenshots of whole pages for a person to look at (test-results/screens, not committed), plus
// the check a screenshot cannot make on its own: nothing pushes the page wider than the screen.

/** test-results is emptied by every run; SCREENS_DIR keeps a set elsewhere (never in git). */
const dir = process.env.SCREENS_DIR ?? 'test-results/screens';

/**
 * Saves `<name>-<width>.png` once the page and its fonts have loaded. The picture comes first and
 * the width check is soft, so that every page failing it (the test still fails) can be seen.
 */
export async function capture(page: Page, name: string, width: number) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  expect.soft(overflow, `${name} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
}

/** The screens a person looks at: each language at desktop and phone width. */
const SCREENS = [
  ['en', 1280],
  ['en', 390],
  ['ru', 1280],
  ['ru', 390],
] as const;

/** Sets the page to each of the screens in turn (language of `origin`, then width) and looks. */
export async function onEveryScreen(
  page: Page,
  origin: string,
  look: (locale: Locale, width: number) => Promise<void>,
) {
  for (const [locale, width] of SCREENS) {
    await speak(page.context(), origin, locale);
    await page.setViewportSize({ width, height: 900 });
    await look(locale, width);
  }
}
