// npm run bench – issue 7's benchmark: a busy register's month served directly by the built-in
// service, through the dashboard's documents API, and read straight from SQLite, side by side in
// one run on this machine. Options: --build (rebuild even if a build exists), --seconds <n> (length
// of each load run, default 8), --port <n> (default 3600). Not part of `npm test`.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_INTEGRATOR } from '@/lib/service/demo-credentials';
import { firstLoadJs } from './first-load-js';
import { floor, load, timedGet } from './measure';
import { print, save, type Results } from './report';
import { rssOf, sampleRss } from './rss';
import { buildIfNeeded, startServer } from './server';
import { ensureWorld, findBusyRegister, openDatabase } from './world';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '8' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3600' },
  },
});
const root = process.cwd();
const dataDir = path.join(root, 'bench', 'data');
const seconds = Number(values.seconds);
const headers = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};
const best = <T extends { ms: number }>(runs: T[]) => runs.reduce((a, b) => (b.ms < a.ms ? b : a));

async function main() {
  ensureWorld(root, dataDir);
  const db = openDatabase(dataDir);
  const reg = findBusyRegister(db);
  const month = { rnm: reg.rnm, drive: reg.drive, from: reg.from, to: reg.to };
  // (c) first, while no server runs: the floor, best of two.
  const c = best([floor(db, month), floor(db, month)]);
  db.close();
  const build = buildIfNeeded(root, values.build);
  const server = await startServer(root, dataDir, Number(values.port));
  try {
    const tickets = (from: string, to: string) =>
      `${server.baseUrl}/v1/integration/inns/${reg.inn}/kkts/${reg.rnm}/fss/${reg.drive}/tickets` +
      `?dateFrom=${from}&dateTo=${to}`;
    const documents = (from: string, to: string, extra: string) =>
      `${server.baseUrl}/api/organizations/${reg.orgId}/cashboxes/${reg.rnm}/documents` +
      `?drive=${reg.drive}&from=${from}&to=${to}&${extra}`;

    // Idle: after start and one small direct request (so the service's store is open).
    await timedGet(tickets(reg.busiestDay, reg.busiestDay), headers);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRssMb = rssOf(server.pid);

    // (a) the month from `tickets` directly, uncompressed like the floor: best of two, peak RSS
    // over both. Then once as a remote client would ask for it, gzip-compressed.
    const plain = { ...headers, 'Accept-Encoding': 'identity' };
    const aSampler = sampleRss(server.pid);
    const aRuns = [
      await timedGet(tickets(reg.from, reg.to), plain),
      await timedGet(tickets(reg.from, reg.to), plain),
    ];
    const aPeak = aSampler.stop();
    const a = best(aRuns);
    if (a.status !== 200) throw new Error(`tickets answered ${a.status}`);
    const gzipSampler = sampleRss(server.pid);
    const aGzip = await timedGet(tickets(reg.from, reg.to), {
      ...headers,
      'Accept-Encoding': 'gzip',
    });
    const aGzipPeak = gzipSampler.stop();

    // (b) the same month through the dashboard: a cold first page, then a re-sort and a second
    // page that must come from the server's day cache.
    const bSampler = sampleRss(server.pid);
    const first = await timedGet(documents(reg.from, reg.to, 'limit=50'), {}, true);
    const bPeak = bSampler.stop();
    if (first.status !== 200) throw new Error(`documents answered ${first.status}: ${first.text}`);
    const resort = await timedGet(documents(reg.from, reg.to, 'sort=totalSum&dir=desc&limit=50'));
    const second = await timedGet(
      documents(reg.from, reg.to, 'sort=totalSum&dir=desc&offset=50&limit=50'),
    );
    const total = (JSON.parse(first.text!) as { total: number }).total;
    if (total !== c.documents) console.warn(`! dashboard total ${total} ≠ floor ${c.documents}`);
    if (a.bytes !== c.bytes) console.warn(`! tickets sent ${a.bytes} bytes, the floor ${c.bytes}`);

    // (d) one busy day under load: direct vs the dashboard's first page.
    const day = reg.busiestDay;
    const direct = await load(tickets(day, day), plain, seconds);
    const dashboard = await load(documents(day, day, 'limit=50'), {}, seconds);

    const results: Results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
      world: {
        documents: c.documents,
        bytes: c.bytes,
        from: reg.from,
        to: reg.to,
        busiestDay: day,
      },
      idleRssMb,
      a: { ms: a.ms, bytes: a.bytes, peakRssMb: aPeak },
      aGzip: { ms: aGzip.ms, bytes: aGzip.bytes, peakRssMb: aGzipPeak },
      b: {
        firstPageMs: first.ms,
        resortMs: resort.ms,
        secondPageMs: second.ms,
        peakRssMb: bPeak,
        total,
      },
      c: { ms: c.ms, bytes: c.bytes },
      d: { direct: direct.requestsPerSecond, dashboard: dashboard.requestsPerSecond, seconds },
      firstLoadJs: firstLoadJs(root, build.output),
    };
    print(results);
    save(path.join(root, 'bench', 'results.json'), results);
    console.log('\nwritten to bench/results.json');
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
