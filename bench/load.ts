// npm run bench:load – many clients at once on loopback against the production build, with the
// rate limits on: every answer must be 2xx or 429 (never a 5xx, never a dropped connection), and
// the server's memory must settle back once the load stops. Options: --connections <n> (50),
// --seconds <n> (60), --port <n> (3650), --factor <n> (OFD_RATE_LIMIT_FACTOR, default 1),
// --build. Not part of `npm test` (a minute of two saturated cores); figures go in README.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_INTEGRATOR } from '../lib/demo-credentials';
import { serverBenchOptions } from './options';
import { rssOf, sampleRss } from './rss';
import { buildIfNeeded, startServer } from './server';

const { values } = parseArgs({
  options: {
    ...serverBenchOptions({ seconds: '60', port: '3650' }),
    connections: { type: 'string', default: '50' },
    factor: { type: 'string', default: '1' },
  },
});
const SETTLE_MS = 20_000;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The expensive routes of one demo register, the mix a busy dashboard sees. */
async function routesOf(baseUrl: string) {
  const headers = {
    'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
    Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
  };
  const get = async <T>(p: string) => (await (await fetch(baseUrl + p, { headers })).json()) as T;
  type Box = {
    regNumber: string;
    fiscalDrive: { fiscalDriverNumber: string };
    permissionFrom: string;
    permissionTo: string;
  };
  // A register whose permission window covers the last week (others answer 422, by design).
  let org: { id: string } | undefined;
  let box: Box | undefined;
  for (const o of await get<{ id: string }[]>('/v2/organizations')) {
    const boxes = await get<Box[]>(`/v2/organizations/${o.id}/cashboxes`);
    box = boxes.find((b) => b.permissionFrom <= day(-6) && b.permissionTo >= `${day(0)}T23:59:59`);
    org = o;
    if (box) break;
  }
  const base = `/api/organizations/${org!.id}/cashboxes/${box!.regNumber}`;
  const period = `drive=${box!.fiscalDrive.fiscalDriverNumber.trim()}&from=${day(-6)}&to=${day(0)}`;
  return [
    `${base}/documents/progress?${period}`,
    `${base}/documents?${period}&sort=totalSum&dir=desc`,
    `${base}/documents/shifts?${period}`,
    `${base}/documents/export?${period}`,
    `/api/lookup?q=${box!.regNumber.slice(-6)}`,
    `/api/organizations/${org!.id}/cashboxes`,
    '/api/organizations',
  ].map((p) => ({ method: 'GET', path: p }));
}

async function main() {
  const root = process.cwd();
  buildIfNeeded(root, values.build);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofd-load-'));
  process.env.OFD_RATE_LIMIT_FACTOR = values.factor;
  const server = await startServer(root, dataDir, Number(values.port));
  try {
    const requests = await routesOf(server.baseUrl);
    const idle = rssOf(server.pid);
    let ok = true;
    // A second, shorter run after the first has settled: memory that came back to the same level
    // after both is a plateau (caches filled), not a leak.
    for (const [round, seconds] of [Number(values.seconds), Number(values.seconds) / 2].entries()) {
      const sampler = sampleRss(server.pid);
      const result = await autocannon({
        url: server.baseUrl,
        connections: Number(values.connections),
        duration: seconds,
        timeout: 30,
        requests,
      });
      const peak = sampler.stop();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const settled = rssOf(server.pid);
      const stats = result.statusCodeStats ?? {};
      const codes = Object.entries(stats).map(([c, s]) => `${c}×${s.count}`);
      const other = result['4xx'] - (stats['429']?.count ?? 0) + result['5xx'];
      console.log(
        [
          `run ${round + 1}: ${values.connections} clients × ${seconds} s, limits ×${values.factor}:`,
          `  ${result.requests.total} answers (${codes.join(' ')}), ${result.requests.average} req/s`,
          `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
          `  errors ${result.errors}, timeouts ${result.timeouts}, 5xx ${result['5xx']}`,
          `  RSS idle ${mb(idle)}, peak ${mb(peak)}, ${SETTLE_MS / 1000} s after ${mb(settled)}`,
        ].join('\n'),
      );
      ok &&= result['5xx'] === 0 && other === 0 && result.errors === 0 && result.timeouts === 0;
    }
    console.log(ok ? 'held: every answer 2xx or 429' : 'FAILED: an answer was neither 2xx nor 429');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
