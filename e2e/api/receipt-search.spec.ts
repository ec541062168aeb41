import { expect, test } from '../support/load-aware-test';
import { addDays, lateRegister, localToday } from '../support/documents-world';
import {
  farFromEveryReceipt,
  knownReceipt,
  roughly,
  search,
  type KnownReceipt,
} from '../support/receipt-world';

// GET /api/receipts/search over the demo world: a receipt read from the built-in service is found
// from what a person remembers of it (docs/receipt-search.md).

// One known receipt for the whole file: the demo world does not change while it runs.
let known: KnownReceipt;
test.beforeAll(async ({ request }) => {
  test.slow();
  known = await knownReceipt(request);
});

test('"1670"-style input finds a real receipt, closest amount first, with its page', async ({
  request,
}) => {
  test.slow();
  const { register, day, receipt, total } = known;
  const answer = await search(request, {
    organizationId: register.orgId,
    from: day,
    to: day,
    amount: roughly(total),
  });
  const found = answer.items.find(
    (i) => i.kktRegId === register.rnm && i.fiscalDocumentNumber === receipt.fiscalDocumentNumber,
  );
  expect(found, `FD ${receipt.fiscalDocumentNumber} of ${register.rnm}`).toMatchObject({
    organizationId: register.orgId,
    totalSum: total,
    dateTime: receipt.dateTime.slice(0, 19),
  });
  expect(answer.searched.days).toBeGreaterThanOrEqual(1);
  const target = Number(roughly(total)) * 100;
  const tolerance = Math.max(Math.round(target / 100), 1_000);
  const distances = answer.items.map((i) => Math.abs(i.totalSum - target));
  expect(distances.every((d) => d <= tolerance)).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  // The link opens that receipt's page.
  const page = await request.get(found!.href);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(String(receipt.fiscalDocumentNumber));
});

test('the exact amount with no tolerance, the time of day and the FD number narrow to it', async ({
  request,
}) => {
  test.slow();
  const { register, day, receipt, total } = known;
  const exact = `${Math.floor(total / 100).toLocaleString('ru-RU')},${String(total % 100).padStart(2, '0')} ₽`;
  const hhmm = receipt.dateTime.slice(11, 16);
  const answer = await search(request, {
    organizationId: register.orgId,
    from: day,
    to: day,
    amount: exact,
    tolerance: '0',
    time: `${hhmm}-${hhmm}`,
    fd: String(receipt.fiscalDocumentNumber),
  });
  expect(answer.items.length).toBeGreaterThanOrEqual(1);
  for (const item of answer.items) {
    expect(item.totalSum).toBe(total);
    expect(item.fiscalDocumentNumber).toBe(receipt.fiscalDocumentNumber);
    expect(item.dateTime.slice(11, 16)).toBe(hhmm);
  }
  expect(answer.items.map((i) => i.kktRegId)).toContain(register.rnm);
});

test('more than 31 days is a 422 problem that says the limit; a bad amount is a 400', async ({
  request,
}) => {
  const to = localToday();
  const long = await request.get(
    `/api/receipts/search?from=${addDays(to, -31)}&to=${to}&amount=1670`,
  );
  expect(long.status()).toBe(422);
  expect(long.headers()['content-type']).toContain('application/problem+json');
  const problem = await long.json();
  expect(problem.type).toBe('urn:ofd-console:problem:period-too-large');
  expect(problem.detail).toContain('31 days');
  const stream = await request.get(
    `/api/receipts/search/stream?from=${addDays(to, -31)}&to=${to}&amount=1670`,
  );
  expect(stream.status()).toBe(422);

  const bad = await request.get(`/api/receipts/search?from=${to}&to=${to}&amount=lots`);
  expect(bad.status()).toBe(400);
  expect((await bad.json()).errors[0].path).toBe('amount');
  const none = await request.get(`/api/receipts/search?from=${to}&to=${to}`);
  expect(none.status()).toBe(400);
});

test('days outside a register’s window are named as not searchable, not counted as searched', async ({
  request,
}) => {
  const late = await lateRegister(request, 2);
  expect(late, 'a register whose window opens late').toBeDefined();
  const opens = late!.permissionFrom.slice(0, 10);
  const answer = await search(request, {
    organizationId: late!.orgId,
    from: addDays(opens, -3),
    to: opens,
    type: '1',
  });
  const entry = answer.notSearchable.find((n) => n.kktRegId === late!.rnm);
  expect(entry?.ranges).toEqual([{ from: addDays(opens, -3), to: addDays(opens, -1) }]);
  for (const item of answer.items.filter((i) => i.kktRegId === late!.rnm)) {
    expect(item.dateTime >= late!.permissionFrom).toBe(true);
  }
});

test('the stream sends progress by register, then the same answer', async ({ request }) => {
  test.slow();
  const { register, day, receipt } = known;
  const query = new URLSearchParams({
    organizationId: register.orgId,
    from: day,
    to: day,
    fd: String(receipt.fiscalDocumentNumber),
  });
  const response = await request.get(`/api/receipts/search/stream?${query}`);
  expect(response.headers()['content-type']).toContain('application/x-ndjson');
  const lines = (await response.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const progress = lines.filter((l) => 'done' in l);
  expect(progress.length).toBeGreaterThanOrEqual(2);
  expect(progress.at(-1).done).toBe(progress.at(-1).total);
  const { result } = lines.at(-1);
  expect(result.items.map((i: { kktRegId: string }) => i.kktRegId)).toContain(register.rnm);
});

test('nothing within the tolerance: widen=1 widens it and says how far, without it the answer is as before', async ({
  request,
}) => {
  test.slow();
  const { query, amount, nearest } = await farFromEveryReceipt(request, known);
  const asBefore = await search(request, query);
  expect(asBefore.items).toEqual([]);
  expect(asBefore.widenedTo).toBeUndefined();

  const widened = await search(request, { ...query, widen: '1' });
  expect(widened.widenedTo?.percent).toBeGreaterThan(1);
  expect(widened.widenedTo?.tolerance).toBe(
    Math.round((amount * widened.widenedTo!.percent) / 100),
  );
  expect(widened.items[0]).toMatchObject({
    fiscalDocumentNumber: nearest.fiscalDocumentNumber,
    kktRegId: nearest.kktRegId,
    distance: nearest.totalSum - amount,
  });
  for (const item of widened.items) {
    expect(item.distance).toBe(item.totalSum - amount);
    expect(Math.abs(item.distance!)).toBeLessThanOrEqual(widened.widenedTo!.tolerance);
  }
});
