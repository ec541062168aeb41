import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { mainPort } from '../fault-setup';
import type { ServiceRegister, ServiceOrganization as Organization } from '../support/demo-service';
import { signIn, signInOk } from '../support/people';
import {
  createDatabase,
  startInstance,
  stopInstance,
  waitUntilUp,
  type Instance,
} from '../support/shared-database';
import { scaled } from '../support/scaled';

// Two `next start` instances on different ports sharing one fresh PostgreSQL database, as two
// dashboards behind a load balancer: started at the same moment on the empty database, they seed
// it once between them, answer the same, a person signed in through one is signed in through the
// other (sessions live in the database; each instance has its own data directory), and a document
// imported while both run is served by both at once (no per-instance copy of the data). The
// limits count in that database too: a person's request budget and an email's failed sign-ins
// are spent across both instances, not once per instance.

// The block of ports this run chose (e2e/ports.mjs): these two are +20 and +21.
const base = mainPort;
const headers = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};
let database: Awaited<ReturnType<typeof createDatabase>>;
let instances: Instance[] = [];

test.describe.configure({ mode: 'serial', timeout: scaled(180_000) });

test.beforeAll(async () => {
  test.setTimeout(scaled(240_000));
  database = await createDatabase();
  instances = [startInstance(base + 20, database.url), startInstance(base + 21, database.url)];
  await Promise.all(instances.map((i) => waitUntilUp(i)));
});

test.afterAll(async () => {
  instances.forEach(stopInstance);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database?.drop();
});

async function get(instance: Instance, pathAndQuery: string) {
  const response = await fetch(instance.origin + pathAndQuery, { headers });
  return { status: response.status, body: await response.json() };
}

test('both instances serve one world, seeded once between them', async () => {
  const [a, b] = instances as [Instance, Instance];
  const fromA = await get(a, '/v2/organizations');
  const fromB = await get(b, '/v2/organizations');
  expect(fromA.status).toBe(200);
  expect(fromB.body).toEqual(fromA.body);
  const organization = (fromA.body as Organization[])[0]!;
  const path = `/v2/organizations/${organization.id}/cashboxes`;
  expect((await get(b, path)).body).toEqual((await get(a, path)).body);
});

test('a person signed in through one instance is signed in through the other', async ({
  playwright,
}) => {
  const [a, b] = instances as [Instance, Instance];
  // One browser behind a load balancer: cookies for 127.0.0.1 go to both ports.
  const browser = await playwright.request.newContext();
  try {
    expect((await browser.get(`${b.origin}/api/organizations`)).status()).toBe(401);
    await signInOk(browser, a.origin, DEMO_PEOPLE.owner);
    const fromB = await browser.get(`${b.origin}/api/organizations`);
    expect(fromB.status()).toBe(200);
    // The owner sees only the organization granted to them, on either instance.
    const fromA = await browser.get(`${a.origin}/api/organizations`);
    expect(await fromB.json()).toEqual(await fromA.json());
    expect(JSON.stringify(await fromB.json())).toContain('Сибирский торговый дом');
    // Signed out through B: the session row is gone, so A refuses the very same cookie.
    const { cookies } = await browser.storageState();
    const session = cookies.find((c) => c.name.endsWith('session_token'))!;
    const out = await browser.post(`${b.origin}/api/auth/sign-out`, {
      data: {},
      headers: { Origin: b.origin },
    });
    expect(out.status()).toBe(200);
    const replay = await playwright.request.newContext({
      extraHTTPHeaders: { cookie: `${session.name}=${session.value}` },
    });
    expect((await replay.get(`${a.origin}/api/organizations`)).status()).toBe(401);
    await replay.dispose();
  } finally {
    await browser.dispose();
  }
});

test('a document imported while both run is served by both', async () => {
  const [a, b] = instances as [Instance, Instance];
  const organizations = (await get(a, '/v2/organizations')).body as Organization[];
  let found: { organization: Organization; cashbox: ServiceRegister } | undefined;
  for (const organization of organizations) {
    const cashboxes = (await get(a, `/v2/organizations/${organization.id}/cashboxes`))
      .body as ServiceRegister[];
    const now = new Date().toISOString().slice(0, 19);
    // A register whose window covers today (the demo world also has ended and future windows).
    const cashbox = cashboxes.find(
      (c) => c.fiscalDrive && c.permissionFrom <= now && c.permissionTo >= now,
    );
    if (cashbox) found = { organization, cashbox };
    if (found) break;
  }
  const { organization, cashbox } = found!;
  const drive = cashbox.fiscalDrive!.fiscalDriverNumber;
  const tickets = `/v1/integration/inns/${organization.inn}/kkts/${cashbox.regNumber}/fss/${drive}/tickets`;
  // A new FD number far above any the demo register reached, at a time inside the window.
  const fd = 9_000_000;
  const [type, data] = Object.entries(await someDocument(a, tickets, cashbox))[0]!;
  // Without its GUID: the service derives a new one from (drive, FD number).
  const imported: Record<string, unknown> = { ...data, fiscalDocumentNumber: fd };
  delete imported.id;
  expect((await get(a, `${tickets}/${fd}`)).status).toBe(404);

  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-e2e-import-'));
  try {
    writeFileSync(path.join(dir, 'one.ndjson'), JSON.stringify({ [type]: imported }) + '\n');
    // Not spawnSync: a blocked event loop would miss the instances closing their idle keep-alive
    // sockets, and the next fetch would reuse a closed one ("other side closed").
    const cli = await promisify(execFile)(
      'npm',
      ['run', '--silent', 'service:import', '--', path.join(dir, 'one.ndjson')],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: database.url } },
    );
    expect(cli.stdout + cli.stderr).toContain('stored 1');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const instance of [a, b]) {
    const one = await get(instance, `${tickets}/${fd}`);
    expect(one.status, instance.origin).toBe(200);
    expect(Object.values(one.body as object)[0]).toMatchObject({ fiscalDocumentNumber: fd });
  }
});

test('a request budget is spent across both instances', async ({ playwright }) => {
  const [a, b] = instances as [Instance, Instance];
  const browser = await playwright.request.newContext();
  try {
    await signInOk(browser, a.origin, DEMO_PEOPLE.admin);
    // The lookup budget is 240 a minute per person: 120 through each instance spends all of it.
    const lookup = (instance: Instance) => browser.get(`${instance.origin}/api/lookup?q=zzzz`);
    for (let i = 0; i < 120; i++) {
      for (const instance of [a, b]) expect((await lookup(instance)).status()).toBe(200);
    }
    for (const instance of [b, a]) {
      const refused = await lookup(instance);
      expect(refused.status(), instance.origin).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    }
  } finally {
    await browser.dispose();
  }
});

test('failed sign-ins through one instance block the email on the other', async ({ request }) => {
  const [a, b] = instances as [Instance, Instance];
  const { email } = DEMO_PEOPLE.support;
  // A new address each time: only the email's counter reaches the limit of 10.
  const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
  for (let i = 0; i < 10; i++) {
    const failed = await signIn(request, a.origin, { email, password: 'wrong-password' }, from(i));
    expect(failed.status()).toBe(401);
  }
  // The right password, from an address B has never seen: the email is blocked there too.
  const blocked = await signIn(request, b.origin, DEMO_PEOPLE.support, from(50));
  expect(blocked.status()).toBe(429);
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);
  expect((await blocked.json()).type).toBe('urn:ofd-console:problem:too-many-attempts');
  expect((await signIn(request, b.origin, DEMO_PEOPLE.owner, from(51))).status()).toBe(200);
});

/** A document of the register's last week inside its window, as the service sends it. */
async function someDocument(instance: Instance, tickets: string, cashbox: ServiceRegister) {
  const to = new Date().toISOString().slice(0, 10);
  const weekBefore = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const start = cashbox.permissionFrom.slice(0, 10);
  const list = await get(
    instance,
    `${tickets}?dateFrom=${start > weekBefore ? start : weekBefore}&dateTo=${to}`,
  );
  expect(list.status).toBe(200);
  const documents = list.body as Record<string, Record<string, unknown>>[];
  expect(documents.length).toBeGreaterThan(0);
  return documents[0]!;
}
