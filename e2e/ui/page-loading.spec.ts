import type { Page } from '../support/load-aware-test';
import { expect, test } from '../fixtures';
import * as world from '../support/documents-world';
import { recentReceiptForFile } from '../support/file-receipt';

// One way to load a page (docs/conventions.md, page loading): the address goes through the route's
// schema, so a malformed or unknown id is the segment's not-found page (404), never an error. The
// 404's HTML carries every segment's not-found page in its payload and the browser draws the one
// that caught it, so which page a person sees takes a browser; the addresses of a kind share one
// test and its page. The pages' first HTML is read without one (e2e/api/first-html.spec.ts).

const known = recentReceiptForFile(4);

const registerPath = (r: Pick<world.Register, 'orgId' | 'rnm'>) =>
  `/organizations/${r.orgId}/cashboxes/${r.rnm}`;

const unknownOrg = '00000000-0000-4000-8000-000000000000';
const badOrganizations = [
  ['a malformed organization id', 'not%20an%20id'],
  ['an organization id past 100 characters', 'a'.repeat(101)],
  ['an unknown organization', unknownOrg],
] as const;
const badRegisters = [
  ['a malformed register number', '12ab'],
  ['an unknown register number', '0000000000000001'],
] as const;

/** Each address answers 404 and shows the not-found page `testId` marks. */
async function expectNotFound(page: Page, addresses: [string, string][], testId: string) {
  for (const [what, path] of addresses) {
    await test.step(what, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), `HTTP status of ${what}`).toBe(404);
      await expect.soft(page.getByTestId(testId), what).toBeVisible();
    });
  }
}

test('the register page and a document page under a bad organization are its not-found page', async ({
  page,
}) => {
  const { register, drive, fd } = known;
  await expectNotFound(
    page,
    badOrganizations.flatMap(([what, orgId]) => [
      [`the register page under ${what}`, registerPath({ ...register, orgId })],
      [`a document page under ${what}`, world.documentPath({ ...register, orgId }, fd, { drive })],
    ]),
    'organization-not-found',
  );
});

test('the register page and a document page under a bad register number are its not-found page', async ({
  page,
}) => {
  const { register, drive, fd } = known;
  await expectNotFound(
    page,
    badRegisters.flatMap(([what, rnm]) => [
      [`the register page under ${what}`, registerPath({ ...register, rnm })],
      [`a document page under ${what}`, world.documentPath({ ...register, rnm }, fd, { drive })],
    ]),
    'register-not-found',
  );
});

test('a document number that is zero, not a number or past the largest is the not-found page', async ({
  page,
}) => {
  const { register, drive } = known;
  await expectNotFound(
    page,
    (
      [
        ['zero', '0'],
        ['not a number', '12x'],
        ['past the largest FD number', '99999999999'],
      ] as const
    ).map(([what, number]) => [
      `a document number that is ${what}`,
      `${registerPath(register)}/documents/${number}?drive=${drive}`,
    ]),
    'document-not-found',
  );
});
