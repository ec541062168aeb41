import { expect, type Locator, type Page } from './load-aware-test';

// A page's first look in a spec: open its address and wait for the landmark the test reads (a
// named table, the main navigation) before looking inside it.

/** Opens `path` and gives its `role` landmark named `name` once it shows. */
export async function openAt(
  page: Page,
  path: string,
  role: 'table' | 'navigation',
  name: string,
): Promise<Locator> {
  await page.goto(path);
  const landmark = page.getByRole(role, { name });
  await expect(landmark).toBeVisible();
  return landmark;
}
