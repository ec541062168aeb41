import { expect, test } from '../support/load-aware-test';
import { findRegister } from '../support/demo-service';
import {
  addDays,
  currentDrive,
  documentPath,
  localToday,
  openRegister,
  tickets,
} from '../support/documents-world';

// Pages tell the truth in their status, even those whose loading skeleton streams.

const unknownOrg = '00000000-0000-4000-8000-000000000000';

test('pages for things that do not exist answer 404', async ({ request }) => {
  const { organization, cashbox } = await findRegister(request, () => true);
  const org = `/organizations/${organization.id}`;
  const register = `${org}/cashboxes/${cashbox.regNumber}`;
  for (const path of [
    `/organizations/${unknownOrg}`,
    `/organizations/${unknownOrg}/cashboxes`,
    '/organizations/not%20an%20id/cashboxes',
    `/organizations/${unknownOrg}/cashboxes/${cashbox.regNumber}`,
    `${org}/cashboxes/0000000000000001`,
    `${org}/cashboxes/0000000000000001/documents`,
    `${org}/cashboxes/not-a-register/documents/1`,
    `${register}/documents/not-a-number`,
    `${register}/documents/0`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test('pages for things that exist still answer 200', async ({ request }) => {
  const { organization, cashbox } = await findRegister(request, () => true);
  const register = `/organizations/${organization.id}/cashboxes/${cashbox.regNumber}`;
  const org = `/organizations/${organization.id}`;
  // The organization's own address is its sales overview.
  for (const path of ['/', '/organizations', org, `${org}/cashboxes`, register]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('a page not found says what was not found and asks not to be indexed', async ({ request }) => {
  const { organization, cashbox } = await findRegister(request, () => true);
  const register = await openRegister(request);
  const drive = currentDrive(register).number;
  const org = `/organizations/${organization.id}`;
  const pages: [string, string | null][] = [
    [`/organizations/${unknownOrg}/cashboxes`, 'Organization not found'],
    // Ids are opaque (not necessarily hex), but never contain spaces or run past 100 characters.
    ['/organizations/not%20an%20id/cashboxes', 'Organization not found'],
    [`${org}/cashboxes/0000000000000001`, 'Cash register not found'],
    // A known register under an unknown organization: the organization is what is not found.
    [`/organizations/${unknownOrg}/cashboxes/${cashbox.regNumber}`, 'Organization not found'],
    // A number the register's drive never signed: its page is drawn in the browser, where
    // e2e/ui/registers-screens.spec.ts sees it.
    [documentPath(register, 999_999, { drive }), null],
  ];
  for (const [path, says] of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    if (says) expect(html, path).toContain(says);
    expect(html, path).toMatch(/<meta[^>]*name="robots"[^>]*content="[^"]*noindex/);
  }
  // A number the drive did sign opens, on the same address form.
  const [receipt] = await tickets(
    request,
    register,
    drive,
    addDays(localToday(), -1),
    localToday(),
  );
  const found = await request.get(documentPath(register, receipt!.fiscalDocumentNumber, { drive }));
  expect(found.status()).toBe(200);
  expect(await found.text()).not.toContain('data-testid="document-not-found"');
});
