import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '../support/load-aware-test';
import { DEMO_INTEGRATOR } from '../../lib/demo-credentials';
import { faultAppUrl, faultCredentials, mainPort } from '../fault-setup';
import { stateFile } from '../support/people';
import { passThroughAroundEachTest } from '../support/fault-mode';

// The browser must never see the operator's credentials. Two instances are crawled: the main app
// (demo credentials, which are also in the source, so this also catches a bundled lib/env.ts) and
// the second app (its own credentials, in no source file: they can only leak from configuration).
// Every page is fetched as HTML and as its RSC payload, every API answer read, and every file the
// build serves under /_next/static scanned.

const mainUrl = `http://127.0.0.1:${mainPort}`;
const fromEnv = [process.env.OFD_API_KEY, process.env.OFD_SESSION_ID].filter(
  (value): value is string => !!value && value.length >= 8,
);
const SECRETS = [
  DEMO_INTEGRATOR.apiKey,
  DEMO_INTEGRATOR.sessionId,
  faultCredentials.apiKey,
  faultCredentials.sessionId,
  ...fromEnv,
];

passThroughAroundEachTest();

function expectNoSecret(text: string, where: string) {
  for (const secret of SECRETS)
    expect(text.includes(secret), `${where} holds a secret`).toBe(false);
}

const MAX_PAGES = 80;

/** Breadth-first over same-origin links, at most three pages of each route shape. */
async function crawl(request: APIRequestContext, origin: string): Promise<string[]> {
  const queue = ['/', '/organizations'];
  const seen = new Set<string>();
  const perShape = new Map<string, number>();
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const html = await (await request.get(origin + path)).text();
    const rsc = await (await request.get(origin + path, { headers: { RSC: '1' } })).text();
    expectNoSecret(html, `${origin}${path}`);
    expectNoSecret(rsc, `${origin}${path} (RSC)`);
    for (const [, href = ''] of html.matchAll(/href="(\/[^"#]*)"/g)) {
      const next = href.replaceAll('&amp;', '&');
      if (next.startsWith('/_next/') || next.startsWith('/api/')) continue;
      const shape = next.split('?')[0]!.replace(/[0-9a-f-]{36}|\d{6,}/gi, ':id');
      if ((perShape.get(shape) ?? 0) >= 3) continue;
      perShape.set(shape, (perShape.get(shape) ?? 0) + 1);
      queue.push(next);
    }
  }
  return [...seen];
}

/** The API answers a page would use, following the demo world from organizations to a document. */
async function readApi(request: APIRequestContext, origin: string): Promise<number> {
  const read = async (path: string) => {
    const text = await (await request.get(origin + path)).text();
    expectNoSecret(text, `${origin}${path}`);
    return JSON.parse(text);
  };
  const [org] = await read('/api/organizations');
  await read(`/api/organizations/${org.id}`);
  const [cashbox] = await read(`/api/organizations/${org.id}/cashboxes`);
  const base = `/api/organizations/${org.id}/cashboxes/${cashbox.regNumber}`;
  await read(base);
  const drive = cashbox.fiscalDrive.fiscalDriveNumber;
  const to = cashbox.permissionTo.slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  const list = await read(`${base}/documents?drive=${drive}&from=${from}&to=${to}`);
  const fd = list.rows?.[0]?.fiscalDocumentNumber ?? 1;
  await read(`${base}/documents/${fd}?drive=${drive}`);
  await read(`${base}/documents?drive=${drive}&from=1999-01-01&to=1999-01-02`);
  return 7;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// The two apps share a host (cookies ignore the port): each is read with its own sign-in. A test
// per app and per kind of answer: the crawl alone is up to MAX_PAGES pages fetched twice, which a
// busy machine serves at a page or two a second.
const instances = [
  ['the main app', mainUrl, 'admin'],
  ['the second app', faultAppUrl, 'fault-admin'],
] as const;

for (const [name, origin, person] of instances) {
  test(`no page or RSC payload of ${name} holds a credential`, async ({ playwright }) => {
    // Two fetches per page, at up to two seconds each under load, and the test's own 30 s.
    test.setTimeout(30_000 + MAX_PAGES * 2 * 2_000);
    const request = await playwright.request.newContext({ storageState: stateFile(person) });
    const pages = await crawl(request, origin);
    expect(pages).toContain('/organizations');
    expect(pages.some((path) => /^\/organizations\/[0-9a-f-]{36}/.test(path))).toBe(true);
    await request.dispose();
  });

  test(`no API answer of ${name} holds a credential`, async ({ playwright }) => {
    const request = await playwright.request.newContext({ storageState: stateFile(person) });
    expect(await readApi(request, origin)).toBe(7);
    await request.dispose();
  });
}

test('no file the build serves to browsers holds a credential', () => {
  const files = filesUnder(join(process.cwd(), '.next', 'static'));
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  for (const file of files) expectNoSecret(readFileSync(file, 'latin1'), file);
});
