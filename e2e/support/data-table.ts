import { expect, type Page } from './load-aware-test';

/**
 * Waits until the page's data table answers clicks and keys: its code is a chunk apart, and until it
 * has taken over, the rows are the server's plain HTML (components/data-table/data-table.tsx).
 */
export async function tableReady(page: Page) {
  await expect(page.locator('[data-table-ready]').first()).toBeAttached();
}
