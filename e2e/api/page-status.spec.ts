import { expect, test } from '../support/load-aware-test';
import { findRegister } from '../support/demo-service';

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
