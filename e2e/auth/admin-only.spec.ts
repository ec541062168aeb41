import { expect, test, type APIRequestContext } from '../support/load-aware-test';
import { DEMO_PEOPLE } from '../../lib/auth/demo-people';
import { pageTemplates } from '../support/app-routes';
import { signIn, stateFile, type RoleName } from '../support/people';

// Every admin-only page and server action, asked by an owner, by support staff and by nobody,
// answers without any of its data: no other person's email or id, no audit row, anywhere in the
// body, the RSC page data included (asked both as a page and with `RSC: 1`). What the data is
// comes from the administrator's own view of the same pages (the positive control).

const origin = () => test.info().project.use.baseURL!;
const strangers = ['owner', 'support', 'anonymous'] as const;
type Stranger = (typeof strangers)[number];
const marker = `audit-marker-${Date.now()}@e2e.example`;

type Secrets = { people: { email: string; id: string }[]; actionIds: string[] };
let secrets: Secrets;

async function as(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  who: Stranger | RoleName,
) {
  const storageState = who === 'anonymous' ? { cookies: [], origins: [] } : stateFile(who);
  return playwright.request.newContext({ baseURL: origin(), storageState });
}

// Every settings page but alerts, which are each person's own (docs/alerts.md).
const adminPages = () =>
  pageTemplates().filter((t) => t.startsWith('/settings') && t !== '/settings/alerts');
const FETCHES: Record<string, string>[] = [
  {},
  { RSC: '1' },
  { RSC: '1', 'Next-Router-Prefetch': '1' },
];
const variants = (page: string) => [page, `${page}?action=sign-in-failed`, `${page}?who=e2e`];

test.beforeAll(async ({ playwright }) => {
  // An audit row only the administrator may see: a failed sign-in for a unique email.
  const anonymous = await as(playwright, 'anonymous');
  const failed = await signIn(
    anonymous,
    origin(),
    { email: marker, password: 'wrong-password' },
    {
      'X-Forwarded-For': '198.51.100.200',
    },
  );
  expect(failed.status()).toBe(401);
  const admin = await as(playwright, 'admin');
  const people = await (await admin.get('/settings/people')).text();
  const audit = await (await admin.get('/settings/audit')).text();
  secrets = {
    people: [
      ...people.matchAll(/aria-label="([^"]+@[^"]+)"[\s\S]*?name="userId" value="([^"]+)"/g),
    ].map(([, email, id]) => ({ email: email!, id: id! })),
    actionIds: [...new Set([...people.matchAll(/\$ACTION_ID_([0-9a-f]+)/g)].map((m) => m[1]!))],
  };
  expect(audit).toContain(marker);
  // The RSC page data carries the rows too: the scan below would find them there.
  const auditData = await (await admin.get('/settings/audit', { headers: { RSC: '1' } })).text();
  expect(auditData).toContain(marker);
  expect(secrets.people.map((p) => p.email)).toEqual(
    expect.arrayContaining(Object.values(DEMO_PEOPLE).map((p) => p.email)),
  );
  expect(secrets.actionIds.length).toBeGreaterThanOrEqual(4);
  expect(adminPages()).toEqual(expect.arrayContaining(['/settings/people', '/settings/audit']));
  await Promise.all([anonymous.dispose(), admin.dispose()]);
});

/** Fails if the body holds anything of the admin pages but the stranger's own email and id. */
function expectNothingOf(body: string, who: Stranger, what: string) {
  const own = who === 'anonymous' ? undefined : DEMO_PEOPLE[who].email;
  for (const person of secrets.people.filter((p) => p.email !== own)) {
    expect(body, `${what}: ${person.email}`).not.toContain(person.email);
    expect(body, `${what}: id of ${person.email}`).not.toContain(person.id);
  }
  expect(body, `${what}: the audit row`).not.toContain(marker);
}

for (const who of strangers) {
  test(`${who}: admin pages answer without their data, as a page and as RSC data`, async ({
    playwright,
  }) => {
    const request = await as(playwright, who);
    for (const page of adminPages().flatMap(variants)) {
      for (const headers of FETCHES) {
        // Signed in, an RSC request is first redirected to carry Next's `_rsc` cache-busting
        // parameter: followed, to read the page data itself.
        const maxRedirects = who === 'anonymous' ? 0 : 3;
        const response = await request.get(page, { headers, maxRedirects });
        const what = `${who} GET ${page} ${JSON.stringify(headers)}`;
        expectNothingOf(await response.text(), who, what);
        // Signed in, the page answers 403 with "no access for your role" (app/forbidden.tsx);
        // Next may stream that as RSC data with 200.
        const expected = who === 'anonymous' ? [307] : headers.RSC ? [200, 403] : [403];
        expect(expected, what).toContain(response.status());
      }
    }
    await request.dispose();
  });

  test(`${who}: every admin server action is refused and changes nothing`, async ({
    playwright,
  }) => {
    test.slow();
    const request = await as(playwright, who);
    const created = `created-by-${who}-${Date.now()}@e2e.example`;
    for (const id of secrets.actionIds) {
      // As the browser's script calls it, and as a plain form posts it without script.
      const viaScript = await request.post('/settings/people', {
        headers: {
          Origin: origin(),
          'Next-Action': id,
          'Content-Type': 'text/plain;charset=UTF-8',
        },
        data: '[]',
        maxRedirects: 0,
      });
      const viaForm = await request.post('/settings/people', {
        headers: { Origin: origin() },
        multipart: {
          [`$ACTION_ID_${id}`]: '',
          email: created,
          password: 'stranger-password-123',
          role: 'admin',
          userId: secrets.people[0]!.id,
          disabled: 'true',
        },
        maxRedirects: 0,
      });
      for (const [how, response] of [
        ['script', viaScript],
        ['form', viaForm],
      ] as const) {
        const what = `${who} action ${id} via ${how}`;
        expect(response.status(), what).toBe(who === 'anonymous' ? 307 : 403);
        expectNothingOf(await response.text(), who, what);
      }
    }
    const admin = await as(playwright, 'admin');
    const people = await (await admin.get('/settings/people')).text();
    expect(people).not.toContain(created);
    // Nobody was disabled by the stranger: the administrator still signs in.
    expect((await admin.get('/api/organizations')).status()).toBe(200);
    await Promise.all([request.dispose(), admin.dispose()]);
  });
}

test('an unknown server action id answers 404 problem+json', async ({ playwright }) => {
  const admin = await as(playwright, 'admin');
  const response = await admin.post('/settings/people', {
    headers: { Origin: origin(), 'Next-Action': 'ab'.repeat(21), 'Content-Type': 'text/plain' },
    data: '[]',
  });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/problem+json');
  expect((await response.json()).type).toBe('urn:ofd-console:problem:not-found');
  await admin.dispose();
});
