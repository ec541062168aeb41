import fc from 'fast-check';
import { expect, request as playwrightRequest, test } from '../support/load-aware-test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { faultAppUrl, faultCredentials, mainPort, setFaultMode } from '../fault-setup';
import { findRegister } from '../support/demo-service';
import { scaled } from '../support/scaled';

// A seeded fuzz over every route of both halves, on loopback: paths built from the real routes with
// each segment and query value either valid (from the demo world) or hostile, under every method.
// No answer may be a 5xx, and none may hold a byte of a credential. The service paths are fuzzed
// on the main app (the built-in service is on there), the dashboard on both apps; the second app
// holds credentials that are in no source file, so any leak of them can only be a real one.

const REQUESTS = 2000;
const CONCURRENCY = 8;
const mainUrl = `http://127.0.0.1:${mainPort}`;
const SECRETS = [
  DEMO_INTEGRATOR.apiKey,
  DEMO_INTEGRATOR.sessionId,
  faultCredentials.apiKey,
  faultCredentials.sessionId,
];

type Valid = { org: string; inn: string; rnm: string; drive: string; today: string };

const RAW = ['%', '%E0%A4%A', '%00', '..', '%2e%2e', '%ZZ', '%2F', '%C0%AF', '%FF%FE'];
const text = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom(...RAW),
  fc.constantFrom('0', '-1', '1e9', '99999999999999999999', 'null', '[]', 'x'.repeat(3000)),
);
const maybe = (valid: string) => fc.oneof({ weight: 3, arbitrary: fc.constant(valid) }, text);
const date = (v: Valid) =>
  fc.oneof(
    fc.integer({ min: -400, max: 400 }).map((d) => shift(v.today, d)),
    fc.constantFrom('2024-02-30', '31.12.2024', '2024.01.01', '0000-00-00'),
    text,
  );
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function routes(v: Valid) {
  const org = maybe(v.org);
  const rnm = maybe(v.rnm);
  const drive = maybe(v.drive);
  const fd = maybe('5');
  const q = (pairs: [string, fc.Arbitrary<string>][]) =>
    fc
      .tuple(...pairs.map(([k, a]) => fc.option(a, { nil: undefined }).map((x) => [k, x] as const)))
      .map((kv) =>
        kv
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => `${k}=${x}`)
          .join('&'),
      );
  const period = q([
    ['drive', drive],
    ['from', date(v)],
    ['to', date(v)],
    ['types', maybe('receipt,closeShift')],
    ['ops', maybe('1')],
    ['q', text],
    ['sort', maybe('totalSum')],
    ['offset', maybe('0')],
    ['limit', maybe('50')],
    ['kind', maybe('items')],
  ]);
  const dates = q([
    ['dateFrom', date(v)],
    ['dateTo', date(v)],
  ]);
  const base = fc.tuple(org, rnm).map(([o, r]) => `/organizations/${o}/cashboxes/${r}`);
  const service = [
    fc.constant('/v2/organizations'),
    org.map((o) => `/v2/organizations/${o}`),
    org.map((o) => `/v2/organizations/${o}/cashboxes`),
    fc.tuple(org, rnm).map(([o, r]) => `/v2/organizations/${o}/cashboxes/${r}`),
    fc
      .tuple(
        org,
        rnm,
        q([
          ['dateFrom', maybe(`${v.today}T00:00:00`)],
          ['dateTo', text],
          ['limit', text],
        ]),
      )
      .map(([o, r, s]) => `/v2/organizations/${o}/cashboxes/${r}/documents/by-period?${s}`),
    fc
      .tuple(maybe(v.inn), rnm, drive, dates)
      .map(([i, r, d, s]) => `/v1/integration/inns/${i}/kkts/${r}/fss/${d}/tickets?${s}`),
    fc
      .tuple(maybe(v.inn), rnm, drive, fd)
      .map(([i, r, d, f]) => `/v1/integration/inns/${i}/kkts/${r}/fss/${d}/tickets/${f}`),
    text.map((t) => `/v1/${t}`),
    text.map((t) => `/v2/${t}`),
  ];
  const dashboard = [
    fc.constantFrom('/', '/organizations', '/lookup', '/api/health', '/api/organizations'),
    text.map((t) => `/lookup?q=${t}`),
    text.map((t) => `/api/lookup?q=${t}`),
    org.map((o) => `/organizations/${o}`),
    org.map((o) => `/api/organizations/${o}`),
    org.map((o) => `/organizations/${o}/cashboxes`),
    org.map((o) => `/api/organizations/${o}/cashboxes`),
    base,
    base.map((b) => `/api${b}`),
    fc.tuple(base, period).map(([b, s]) => `${b}/documents?${s}`),
    fc
      .tuple(base, fc.constantFrom('', '/shifts', '/export', '/progress'), period)
      .map(([b, sub, s]) => `/api${b}/documents${sub}?${s}`),
    fc.tuple(base, fd, drive).map(([b, f, d]) => `${b}/documents/${f}?drive=${d}`),
    fc.tuple(base, fd, drive).map(([b, f, d]) => `/api${b}/documents/${f}?drive=${d}`),
    text.map((t) => `/${t}`),
    text.map((t) => `/api/${t}`),
  ];
  return { service: fc.oneof(...service), dashboard: fc.oneof(...dashboard) };
}

const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
  'PROPFIND',
);
const serviceHeaders = fc.constantFrom<Record<string, string>>(
  {},
  {
    'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
    Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
  },
  { 'X-Vendor-Ofd-ApiKey': 'x'.repeat(500), Authorization: 'auth.sid %' },
  { Cookie: `ofd_api_key=${DEMO_INTEGRATOR.apiKey}; auth.sid=\u00ff` },
);

test('no route answers a 5xx or a credential, whatever it is sent', async () => {
  test.setTimeout(scaled(300_000));
  await setFaultMode('pass');
  const main = await playwrightRequest.newContext({ baseURL: mainUrl });
  const fault = await playwrightRequest.newContext({ baseURL: faultAppUrl });
  const { organization, cashbox } = await findRegister(main, (c) => c.fiscalDrives.length > 0);
  const valid: Valid = {
    org: organization.id,
    inn: organization.inn,
    rnm: cashbox.regNumber,
    drive: cashbox.fiscalDrives.at(-1)!.fiscalDriverNumber.trim(),
    today: new Date().toISOString().slice(0, 10),
  };
  const { service, dashboard } = routes(valid);
  const cases = fc.sample(
    fc.oneof(
      fc.record({ app: fc.constant(main), path: service, method, headers: serviceHeaders }),
      fc.record({
        app: fc.constantFrom(main, fault),
        path: dashboard,
        method,
        headers: fc.constant({}),
      }),
    ),
    { numRuns: REQUESTS, seed: 20261124 },
  );
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  async function worker() {
    while (next < cases.length) {
      const { app, path, method: m, headers } = cases[next++]!;
      const response = await app.fetch(path, {
        method: m,
        headers,
        maxRedirects: 0,
        timeout: scaled(60_000),
      });
      const body = m === 'HEAD' ? '' : await response.text();
      statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
      if (response.status() >= 500) failures.push(`${response.status()} ${m} ${path}`);
      const leaked = SECRETS.find(
        (s) => body.includes(s) || JSON.stringify(response.headers()).includes(s),
      );
      if (leaked) failures.push(`credential in ${m} ${path}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const spread = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(`fuzz: ${cases.length} requests (${spread.join(' ')}), ${failures.length} failures`);
  expect(failures).toEqual([]);
  await main.dispose();
  await fault.dispose();
});
