import { DEMO_INTEGRATOR } from '@/lib/service/demo-credentials';
import { load, timedGet, type Load, type Timed } from './measure';
import { rssOf, sampleRss } from './rss';
import { startServer } from './server';
import type { BusyRegister } from './world';

// One round of the benchmark on a freshly started server (so the dashboard's day cache is cold):
// idle memory, the month directly from `tickets`, the month through the dashboard API, and, when
// asked, the one-day load runs.

const headers = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
};
/** Uncompressed, like the floor: what serving costs, not what gzip costs. */
const plain = { ...headers, 'Accept-Encoding': 'identity' };

export type Round = {
  idleRssMb: number;
  a: Timed[];
  aPeakRssMb: number;
  aGzip: Timed;
  aGzipPeakRssMb: number;
  first: Timed;
  firstPeakRssMb: number;
  resort: Timed;
  second: Timed;
  total: number;
  load?: { direct: Load; dashboard: Load };
};

export async function round(
  root: string,
  dataDir: string,
  port: number,
  reg: BusyRegister,
  loadSeconds: number | undefined,
): Promise<Round> {
  const server = await startServer(root, dataDir, port);
  try {
    const tickets = (from: string, to: string) =>
      `${server.baseUrl}/v1/integration/inns/${reg.inn}/kkts/${reg.rnm}/fss/${reg.drive}/tickets` +
      `?dateFrom=${from}&dateTo=${to}`;
    const documents = (from: string, to: string, extra: string) =>
      `${server.baseUrl}/api/organizations/${reg.orgId}/cashboxes/${reg.rnm}/documents` +
      `?drive=${reg.drive}&from=${from}&to=${to}&${extra}`;

    // Idle: after start and one small direct request (so the service's store is open).
    await timedGet(tickets(reg.busiestDay, reg.busiestDay), plain);
    await new Promise((r) => setTimeout(r, 1000));
    const idleRssMb = rssOf(server.pid);

    // (a) the month from `tickets` directly, twice; then once gzip-compressed, as a remote
    // integrator would ask for it.
    const aSampler = sampleRss(server.pid);
    const a = [await timedGet(tickets(reg.from, reg.to), plain)];
    a.push(await timedGet(tickets(reg.from, reg.to), plain));
    const aPeakRssMb = aSampler.stop();
    if (a[0]!.status !== 200) throw new Error(`tickets answered ${a[0]!.status}`);
    const gzipSampler = sampleRss(server.pid);
    const aGzip = await timedGet(tickets(reg.from, reg.to), {
      ...headers,
      'Accept-Encoding': 'gzip',
    });
    const aGzipPeakRssMb = gzipSampler.stop();

    // (b) the same month through the dashboard: a cold first page, then a re-sort and a second
    // page that must come from the server's day cache.
    const bSampler = sampleRss(server.pid);
    const first = await timedGet(documents(reg.from, reg.to, 'limit=50'), server.session, true);
    const firstPeakRssMb = bSampler.stop();
    if (first.status !== 200) throw new Error(`documents answered ${first.status}: ${first.text}`);
    const resort = await timedGet(
      documents(reg.from, reg.to, 'sort=totalSum&dir=desc&limit=50'),
      server.session,
    );
    const second = await timedGet(
      documents(reg.from, reg.to, 'sort=totalSum&dir=desc&offset=50&limit=50'),
      server.session,
    );
    const total = (JSON.parse(first.text!) as { total: number }).total;

    // (d) one busy day under load: direct vs the dashboard's first page (its day is cached).
    let loads: Round['load'];
    if (loadSeconds) {
      const day = reg.busiestDay;
      const direct = await load(tickets(day, day), plain, loadSeconds);
      const dashboard = await load(documents(day, day, 'limit=50'), server.session, loadSeconds);
      loads = { direct, dashboard };
    }
    return {
      idleRssMb,
      a,
      aPeakRssMb,
      aGzip,
      aGzipPeakRssMb,
      first,
      firstPeakRssMb,
      resort,
      second,
      total,
      load: loads,
    };
  } finally {
    await server.stop();
  }
}
