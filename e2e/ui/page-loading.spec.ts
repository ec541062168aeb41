import { expect, test } from '../fixtures';
import * as world from '../support/documents-world';

// One way to load a page (docs/conventions.md, page loading): the address goes through the route's
// schema, so a malformed or unknown id is the segment's not-found page (404), never an error; and
// the register and document pages are drawn on the server from their prefetched queries, so their
// data is in the first HTML.

let register: world.Register;
let drive: string;
let fd: number;

test.beforeAll(async ({ request }) => {
  register = await world.openRegister(request);
  drive = world.currentDrive(register).number;
  const { from, to } = world.lastDays(4);
  const [document] = await world.tickets(request, register, drive, from, to);
  expect(document, 'a document in the last days').toBeDefined();
  fd = document!.fiscalDocumentNumber;
});

const registerPath = (r: Pick<world.Register, 'orgId' | 'rnm'>) =>
  `/organizations/${r.orgId}/cashboxes/${r.rnm}`;

const unknownOrg = '00000000-0000-4000-8000-000000000000';
const badAddresses = [
  ['a malformed organization id', { orgId: 'not%20an%20id' }, 'organization-not-found'],
  ['an organization id past 100 characters', { orgId: 'a'.repeat(101) }, 'organization-not-found'],
  ['an unknown organization', { orgId: unknownOrg }, 'organization-not-found'],
  ['a malformed register number', { rnm: '12ab' }, 'register-not-found'],
  ['an unknown register number', { rnm: '0000000000000001' }, 'register-not-found'],
] as const;

for (const [what, change, testId] of badAddresses) {
  test(`the register page under ${what} is the not-found page`, async ({ page }) => {
    const response = await page.goto(registerPath({ ...register, ...change }));
    expect(response?.status(), 'HTTP status').toBe(404);
    await expect(page.getByTestId(testId)).toBeVisible();
  });

  test(`a document page under ${what} is the not-found page`, async ({ page }) => {
    const response = await page.goto(world.documentPath({ ...register, ...change }, fd, { drive }));
    expect(response?.status(), 'HTTP status').toBe(404);
    await expect(page.getByTestId(testId)).toBeVisible();
  });
}

for (const [what, number] of [
  ['zero', '0'],
  ['not a number', '12x'],
  ['past the largest FD number', '99999999999'],
] as const) {
  test(`a document number that is ${what} is the not-found page`, async ({ page }) => {
    const path = `${registerPath(register)}/documents/${number}?drive=${drive}`;
    const response = await page.goto(path);
    expect(response?.status(), 'HTTP status').toBe(404);
    await expect(page.getByTestId('document-not-found')).toBeVisible();
  });
}

test('the register page is in its first HTML, read on the server', async ({ request }) => {
  const response = await request.get(registerPath(register));
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(new RegExp(`data-testid="identity-rnm"[^>]*>(<[^>]+>)*${register.rnm}<`));
  expect(html).toContain(register.serialNumber);
});

test('the document page is in its first HTML, read on the server', async ({ request }) => {
  const response = await request.get(world.documentPath(register, fd, { drive }));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The loaded document's own fields, not the fallback title that waits for the browser's read.
  expect(html).toContain('data-testid="document-date-time"');
  const heading = new RegExp(`<h1[^>]*>([^<]+) No\\. ${fd}</h1>`).exec(html);
  expect(heading?.[1], 'the heading names the document type').toBeDefined();
  expect(heading?.[1]).not.toBe('Document');
});
