import { expect, test } from '../support/load-aware-test';
import { registers } from '../support/documents-world';
import { stateFile } from '../support/people';

// The health board under sign-in: support and administrators see every register, an owner only
// the registers of the organizations granted to them, on the page and in the JSON alike.

type Row = { organizationId: string; kktRegId: string; status: string };

const hrefOf = (orgId: string, rnm: string) => `/organizations/${orgId}/cashboxes/${rnm}`;

for (const role of ['support', 'admin'] as const) {
  test.describe(`as ${role}`, () => {
    test.use({ storageState: stateFile(role) });

    test('the board and its JSON list every register', async ({ page, request }) => {
      const all = await registers(request);
      const response = await request.get('/api/health/registers');
      expect(response.status()).toBe(200);
      const rows = (await response.json()) as Row[];
      expect(rows.map((r) => r.kktRegId).sort()).toEqual(all.map((r) => r.rnm).sort());
      await page.goto('/health');
      for (const r of all) {
        await expect(page.locator(`a[href="${hrefOf(r.orgId, r.rnm)}"]`).first()).toBeVisible();
      }
    });
  });
}

test.describe('as an owner', () => {
  test.use({ storageState: stateFile('owner') });

  test('the board and its JSON hold only the granted organization', async ({ page, request }) => {
    const all = await registers(request);
    const mine = (await (await request.get('/api/organizations')).json()) as { id: string }[];
    expect(mine).toHaveLength(1);
    const ownId = mine[0]!.id;
    const own = all.filter((r) => r.orgId === ownId);
    const others = all.filter((r) => r.orgId !== ownId);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    const rows = (await (await request.get('/api/health/registers')).json()) as Row[];
    expect(rows.map((r) => r.kktRegId).sort()).toEqual(own.map((r) => r.rnm).sort());
    // Asking for another organization by id finds nothing, as for one that does not exist.
    const foreign = await request.get(`/api/health/registers?organizationId=${others[0]!.orgId}`);
    expect(foreign.status()).toBe(200);
    expect(await foreign.json()).toEqual([]);

    await page.goto('/health');
    for (const r of own) {
      await expect(page.locator(`a[href="${hrefOf(r.orgId, r.rnm)}"]`).first()).toBeVisible();
    }
    await expect(page.locator(`a[href^="/organizations/${others[0]!.orgId}"]`)).toHaveCount(0);
    for (const r of others) await expect(page.locator('main')).not.toContainText(r.rnm);
  });
});
