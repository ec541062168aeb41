import { request as playwrightRequest } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import { mainPort, setFaultMode } from '../fault-setup';
import { addDays, kopecksOf, localToday } from '../support/documents-world';
import { expectedOverview } from '../support/overview-world';
import { passThroughAroundEachTest } from '../support/fault-mode';
import { scaled } from '../support/scaled';

// An operator without the statistics operations (the proxy answers 404 for them): the overview
// computes the same figures from the documents, with progress, and says where they come from.

// Every register's days from documents, cold, and axe on a large page: more than the default time.
test.describe.configure({ timeout: scaled(120_000) });

passThroughAroundEachTest();

test('without statistics the figures come from the documents and are the same', async ({
  page,
  expectAccessible,
}) => {
  const today = localToday();
  const from = addDays(today, -16);
  const to = addDays(today, -11);
  const service = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${mainPort}` });
  const expected = await expectedOverview(service, from, to);
  await service.dispose();
  await setFaultMode('no-statistics');
  await page.goto(`/?from=${from}&to=${to}`);
  await expect(page.getByTestId('overview')).toHaveAttribute('data-source', 'documents', {
    timeout: scaled(60_000),
  });
  await expect(page.getByTestId('overview-source')).toHaveText(/offers no statistics/);
  const value = (id: string) => page.getByTestId(`figure-${id}`).getByTestId('figure-value');
  expect(kopecksOf((await value('income').textContent()) ?? '')).toBe(expected.income);
  expect(kopecksOf((await value('net').textContent()) ?? '')).toBe(expected.net);
  await expect(value('receipts')).toHaveText(String(expected.receipts));
  await expectAccessible();
});
