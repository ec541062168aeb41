import { expect, test } from '../support/load-aware-test';
import { stateFile } from '../support/people';
import { knownReceipt, roughly, search } from '../support/receipt-world';

// The demo owner is granted one organization: a search of "everything" searches only it, and a
// search of another organization answers what a missing one answers (docs/people.md).

test.describe('an owner', () => {
  test.use({ storageState: stateFile('owner') });

  test('never gets another organization’s receipt', async ({ request }) => {
    test.slow();
    const mine = (await (await request.get('/api/organizations')).json()) as { id: string }[];
    expect(mine).toHaveLength(1);
    // A receipt of another organization, read from the built-in service (not through the owner).
    const { register, day, receipt } = await knownReceipt(request, (r) => r.orgId !== mine[0]!.id);
    const everywhere = await search(request, {
      from: day,
      to: day,
      amount: roughly(receipt.totalSum as number),
    });
    expect(everywhere.items.every((i) => i.organizationId === mine[0]!.id)).toBe(true);
    expect(everywhere.notSearchable.every((n) => n.organizationId === mine[0]!.id)).toBe(true);
    const other = await request.get(
      `/api/receipts/search?${new URLSearchParams({ organizationId: register.orgId, from: day, to: day, fd: String(receipt.fiscalDocumentNumber) })}`,
    );
    expect(other.status()).toBe(404);
    expect((await other.json()).type).toBe('urn:ofd-console:problem:not-found');
  });
});

test('signing in keeps the search: its whole query travels in next', async ({ page }) => {
  const path = '/receipts/search?from=2025-11-20&to=2025-11-26&amount=1670&time=14-16';
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);
});
