import { expect, test, type APIRequestContext, type APIResponse } from '../support/load-aware-test';
import { DOCUMENT_TYPES } from '../../lib/ofd/document-types';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';

// Every route handler of the dashboard API against the built-in service and its demo world. The
// ids come from the API itself; the raw service is asked directly only to show what the dashboard
// changes (padding trimmed, records reshaped) instead of passing through.

type Org = { id: string; inn: string; shortName: string };
type Drive = { fiscalDriveNumber: string; earliestDocumentTimestamp: string | null };
type RegisterAnswer = {
  regNumber: string;
  permissionFrom: string;
  permissionTo: string;
  fiscalDrive: Drive | null;
  fiscalDrives: Drive[];
};
type Row = { id: string; type: string; fiscalDocumentNumber: number; dateTime: string };
type DocumentList = {
  rows: Row[];
  total: number;
  unreadable: number;
  range: { from: string; to: string; window: { from: string; to: string }; clipped: boolean };
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['content-type']).toContain('application/json');
  const text = await response.text();
  expect(text).not.toContain(DEMO_INTEGRATOR.apiKey);
  expect(text).not.toContain(DEMO_INTEGRATOR.sessionId);
  return JSON.parse(text) as T;
}

async function problem(response: APIResponse, status: number, kind: string) {
  expect(response.status()).toBe(status);
  const headers = response.headers();
  expect(headers['content-type']).toBe('application/problem+json');
  expect(headers['cache-control']).toBe('private, no-store');
  const body = await response.json();
  expect(body).toMatchObject({ type: `urn:ofd-console:problem:${kind}`, status });
  expect(body.title).toEqual(expect.any(String));
  expect(body.instance).toBe(new URL(response.url()).pathname);
  expect(body.correlationId).toBe(headers['x-correlation-id']);
  return body;
}

/** A register and drive of the demo world that has documents, with a month that holds some. */
async function findDocuments(request: APIRequestContext) {
  const orgs = await ok<Org[]>(await request.get('/api/organizations'));
  for (const org of orgs) {
    const cashboxes = await ok<RegisterAnswer[]>(
      await request.get(`/api/organizations/${org.id}/cashboxes`),
    );
    for (const cashbox of cashboxes) {
      const drive = cashbox.fiscalDrive ?? cashbox.fiscalDrives.at(-1);
      if (!drive?.earliestDocumentTimestamp) continue;
      const from = [drive.earliestDocumentTimestamp, cashbox.permissionFrom]
        .sort()[1]!
        .slice(0, 10);
      const to = [addDays(from, 30), cashbox.permissionTo.slice(0, 10)].sort()[0]!;
      const base = `/api/organizations/${org.id}/cashboxes/${cashbox.regNumber}`;
      const query = { drive: drive.fiscalDriveNumber, from, to };
      const list = await ok<DocumentList>(
        await request.get(`${base}/documents`, {
          params: { ...query, sort: 'fiscalDocumentNumber', limit: 500 },
        }),
      );
      if (list.rows.length > 0) return { org, cashbox, drive, base, query, list };
    }
  }
  throw new Error('the demo world has no register with documents');
}

/** The start of the day of a local date-time. */
const dayOf = (dateTime: string) => `${dateTime.slice(0, 10)}T00:00:00`;

test('organizations: a list of trimmed, valid records; one by id is the same', async ({
  request,
}) => {
  const orgs = await ok<Org[]>(await request.get('/api/organizations'));
  expect(orgs.length).toBeGreaterThan(0);
  for (const org of orgs) {
    expect(org.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(org.inn).toMatch(/^(\d{10}|\d{12})$/);
  }
  const first = orgs[0]!;
  expect(await ok(await request.get(`/api/organizations/${first.id}`))).toEqual(first);
});

test('registers: list and one register agree; numbers unpadded; window ordered', async ({
  request,
}) => {
  const [org] = await ok<Org[]>(await request.get('/api/organizations'));
  const cashboxes = await ok<RegisterAnswer[]>(
    await request.get(`/api/organizations/${org!.id}/cashboxes`),
  );
  expect(cashboxes.length).toBeGreaterThan(0);
  for (const cashbox of cashboxes) {
    expect(cashbox.regNumber).toMatch(/^\d{16}$/);
    expect(cashbox.permissionFrom <= cashbox.permissionTo).toBe(true);
    for (const drive of cashbox.fiscalDrives) expect(drive.fiscalDriveNumber).toMatch(/^\d+$/);
  }
  const one = cashboxes[0]!;
  const path = `/api/organizations/${org!.id}/cashboxes/${one.regNumber}`;
  expect(await ok(await request.get(path))).toEqual(one);
});

test('documents: rows of the period and window, by FD; one document in full, trimmed', async ({
  request,
}) => {
  const { cashbox, drive, base, query, list, org } = await findDocuments(request);
  const fds = list.rows.map((row) => row.fiscalDocumentNumber);
  expect(fds).toEqual([...fds].sort((a, b) => a - b));
  for (const row of list.rows) {
    expect(DOCUMENT_TYPES).toContain(row.type);
    expect(row.dateTime >= `${query.from}T00:00:00` && row.dateTime <= `${query.to}T23:59:59`).toBe(
      true,
    );
    expect(row.dateTime >= cashbox.permissionFrom && row.dateTime <= cashbox.permissionTo).toBe(
      true,
    );
  }
  // The window of a drive: the permission, from the day of the drive's first document on (whole
  // days: a drive replaced during a day shares it with the old one, docs/documents.md).
  expect(list.range.window).toEqual({
    from: [cashbox.permissionFrom, dayOf(drive.earliestDocumentTimestamp!)].sort()[1],
    to: cashbox.permissionTo,
  });

  const row = list.rows[0]!;
  const fd = row.fiscalDocumentNumber;
  const { document } = await ok<{
    document: { type: string; fiscalDocumentNumber: number; kktRegId: string };
  }>(await request.get(`${base}/documents/${fd}`, { params: { drive: query.drive } }));
  expect(document).toMatchObject({
    type: row.type,
    fiscalDocumentNumber: fd,
    kktRegId: cashbox.regNumber,
    raw: expect.any(Object),
  });
  // The service itself sends the register number padded to 20 (docs/operator-api.md §4).
  const raw = await request.get(
    `/v1/integration/inns/${org.inn}/kkts/${cashbox.regNumber}/fss/${query.drive}/tickets/${fd}`,
    {
      headers: {
        'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
        Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
      },
    },
  );
  const envelope = await raw.json();
  expect(envelope[row.type].kktRegId).toBe(cashbox.regNumber.padEnd(20, ' '));
});

test('documents: a period overlapping the window is clipped to it', async ({ request }) => {
  const { cashbox, drive, base, query } = await findDocuments(request);
  // The window of the drive: the permission, from the day of its first document on.
  const from = [cashbox.permissionFrom, dayOf(drive.earliestDocumentTimestamp!)].sort()[1]!;
  const start = from.slice(0, 10);
  const list = await ok<DocumentList>(
    await request.get(`${base}/documents`, {
      params: { drive: query.drive, from: addDays(start, -5), to: addDays(start, 5) },
    }),
  );
  expect(list.range).toMatchObject({ from, clipped: true });
  for (const row of list.rows) expect(row.dateTime >= from).toBe(true);
});

test('documents: a period wholly outside the window is 422 with the window', async ({
  request,
}) => {
  const { cashbox, drive, base, query } = await findDocuments(request);
  // The window of the drive: the permission, from the day of its first document on.
  const from = [cashbox.permissionFrom, dayOf(drive.earliestDocumentTimestamp!)].sort()[1]!;
  const start = from.slice(0, 10);
  const end = cashbox.permissionTo.slice(0, 10);
  const periods = [
    { from: addDays(start, -30), to: addDays(start, -1) },
    { from: addDays(end, 1), to: addDays(end, 20) },
  ];
  for (const period of periods) {
    const response = await request.get(`${base}/documents`, {
      params: { drive: query.drive, ...period },
    });
    expect(await problem(response, 422, 'outside-permission-window')).toMatchObject({
      permissionFrom: from,
      permissionTo: cashbox.permissionTo,
    });
  }
});

test('a period longer than one view holds serves its last 366 days, marked limited', async ({
  request,
}) => {
  const { base, query } = await findDocuments(request);
  const response = await request.get(`${base}/documents`, {
    params: { ...query, from: addDays(query.to, -400), limit: '1' },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.range).toMatchObject({ limited: true, clipped: true });
});

test('invalid identifiers and queries are 400 problem+json naming the parameter', async ({
  request,
}) => {
  const { base, query, org } = await findDocuments(request);
  const cases: [string, Record<string, string>, string][] = [
    [`/api/organizations/${'a'.repeat(101)}`, {}, 'orgId'],
    [`/api/organizations/${org.id}/cashboxes/123`, {}, 'kktRegId'],
    [`/api/organizations/${org.id}/cashboxes/12345678901234567`, {}, 'kktRegId'],
    [`${base}/documents`, { from: query.from, to: query.to }, 'drive'],
    [`${base}/documents`, { ...query, drive: 'abc' }, 'drive'],
    [`${base}/documents`, { ...query, from: '2024.01.01' }, 'from'],
    [`${base}/documents`, { ...query, from: '2024-02-30' }, 'from'],
    [`${base}/documents`, { ...query, from: addDays(query.from, 1), to: query.from }, 'to'],
    [`${base}/documents/abc`, { drive: query.drive }, 'fd'],
    [`${base}/documents/0`, { drive: query.drive }, 'fd'],
    [`${base}/documents/1`, {}, 'drive'],
  ];
  for (const [path, params, name] of cases) {
    const body = await problem(await request.get(path, { params }), 400, 'invalid-request');
    expect(
      body.errors.map((e: { path: string }) => e.path),
      path,
    ).toContain(name);
  }
});

test('unknown organization, register, drive and document are 404', async ({ request }) => {
  const { base, query, org } = await findDocuments(request);
  const cases: [string, Record<string, string>, string][] = [
    ['/api/organizations/00000000-0000-4000-8000-000000000000', {}, 'not-found'],
    ['/api/organizations/00000000-0000-4000-8000-000000000000/cashboxes', {}, 'not-found'],
    [`/api/organizations/${org.id}/cashboxes/9999999999999999`, {}, 'not-found'],
    [`/api/organizations/${org.id}/cashboxes/9999999999999999/documents`, query, 'not-found'],
    [`${base}/documents`, { ...query, drive: '9999999999999999' }, 'drive-not-in-register'],
    [`${base}/documents/999999999`, { drive: query.drive }, 'not-found'],
  ];
  for (const [path, params, kind] of cases) {
    await problem(await request.get(path, { params }), 404, kind);
  }
});
