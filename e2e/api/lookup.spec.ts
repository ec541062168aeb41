import { expect, test } from '../support/load-aware-test';
import { demoDirectory, findRegister } from '../support/demo-service';

// GET /api/lookup?q= – validation as problem+json, and the answer's shape.

test('a missing or too short query is a 400 problem', async ({ request }) => {
  for (const path of ['/api/lookup', '/api/lookup?q=%20x%20']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type']).toContain('application/problem+json');
    const problem = await response.json();
    expect(problem.type).toBe('urn:ofd-console:problem:invalid-request');
    expect(problem.errors[0].path).toBe('q');
  }
});

test('a padded drive number finds its register with the match marked', async ({ request }) => {
  const { organization, cashbox } = await findRegister(request, (c) => c.fiscalDrives.length >= 2);
  const past = cashbox.fiscalDrives[0]!.fiscalDriverNumber;
  const response = await request.get(`/api/lookup?q=${encodeURIComponent(`${past}      `)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  expect(body.total).toBe(1);
  const [result] = body.results;
  expect(result.organization.id).toBe(organization.id);
  expect(result.register.regNumber).toBe(cashbox.regNumber);
  expect(result.matches[0]).toMatchObject({
    field: 'drive',
    value: past,
    ranges: [[0, past.length]],
  });
});

test('an INN finds all of its organization’s registers, each marked as found by INN', async ({
  request,
}) => {
  const directory = await demoDirectory(request);
  const { organization, cashboxes } = directory.find((entry) => entry.cashboxes.length >= 2)!;
  const body = await (await request.get(`/api/lookup?q=${organization.inn}`)).json();
  const byInn = body.results.filter((r: { matches: { field: string }[] }) =>
    r.matches.some((m) => m.field === 'inn'),
  );
  expect(
    byInn.map((r: { register: { regNumber: string } }) => r.register.regNumber).sort(),
  ).toEqual(cashboxes.map((c) => c.regNumber).sort());
});
