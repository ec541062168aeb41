import { expect, test } from '../support/load-aware-test';
import { acrossReplacement, tickets } from '../support/documents-world';

// A period across a drive replacement, exported: both drives' documents in one file, the drive as
// its last column. The page that offers it is e2e/ui/documents-all-drives.spec.ts.

test('the export of a period across drives holds both drives’ documents', async ({ request }) => {
  const { target, old, next, from, to } = await acrossReplacement(request);
  const count =
    (await tickets(request, target, old.number, from, to)).length +
    (await tickets(request, target, next.number, from, to)).length;
  const response = await request.get(
    `/api/organizations/${target.orgId}/cashboxes/${target.rnm}/documents/export?drive=all&from=${from}&to=${to}&dialect=en`,
  );
  expect(response.status()).toBe(200);
  const lines = (await response.text()).trim().split('\r\n');
  expect(lines).toHaveLength(count + 1);
  const drives = new Set(lines.slice(1).map((line) => line.split(',').at(-1)));
  expect(drives).toEqual(new Set([old.number, next.number]));
});
