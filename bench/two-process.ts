import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { cpuMsOf } from './cpu';
import { load, timedGet, type Load, type Timed } from './measure';
import { rssOf, sampleRss } from './rss';
import { startServer, type Server } from './server';
import type { BusyRegister } from './world';

// One round of the honest benchmark: the built-in service in its own process (a remote operator's
// stand-in) and the dashboard in another, reaching it over loopback HTTP with the demo integrator's
// credentials, as it would reach a real operator. Both start fresh, so every cache is cold.

export type Path = 'by-period' | 'tickets';

export type TwoProcessRound = {
  path: Path;
  serviceIdleRssMb: number;
  dashboardIdleRssMb: number;
  /** The month straight from the service's `tickets`, plain: the reference of every ratio. */
  directMonth: Timed[];
  directPeakRssMb: number;
  /** The same month gzip-compressed, as a remote integrator would ask for it. */
  directGzip: Timed;
  /** From asking (progress stream and first rows at once, as the browser does) to the first rows. */
  firstRowsMs: number;
  firstRowsCount: number;
  /** From asking to the whole month loaded and its first page, total and summary answered. */
  completeMs: number;
  total: number;
  resortMs: number;
  secondPageMs: number;
  dashboardPeakRssMb: number;
  /** CPU time each process used over the complete load, and the service's for one direct month. */
  cpu: { serviceMs: number; dashboardMs: number; directServiceMs: number };
  /** One busy day under load: the service directly vs the dashboard's first page (day cached). */
  load?: { direct: Load; dashboard: Load; seconds: number };
};

export const operatorHeaders = {
  'X-Vendor-Ofd-ApiKey': DEMO_INTEGRATOR.apiKey,
  Authorization: `auth.sid ${DEMO_INTEGRATOR.sessionId}`,
  'Accept-Encoding': 'identity',
};

export function ticketsUrl(base: string, reg: BusyRegister, from: string, to: string) {
  return (
    `${base}/v1/integration/inns/${reg.inn}/kkts/${reg.rnm}/fss/${reg.drive}/tickets` +
    `?dateFrom=${from}&dateTo=${to}`
  );
}

export function documentsUrl(base: string, reg: BusyRegister, route: string, extra: string) {
  return (
    `${base}/api/organizations/${reg.orgId}/cashboxes/${reg.rnm}/documents${route}` +
    `?drive=${reg.drive}&from=${reg.from}&to=${reg.to}&${extra}`
  );
}

/** Reads the NDJSON progress stream to its "result" line; resolves with the time it came. */
async function untilLoaded(
  url: string,
  headers: Record<string, string>,
  started: number,
): Promise<number> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`progress answered ${response.status}`);
  const text = await response.text();
  if (!text.includes('"result":')) throw new Error(`the load did not finish: ${text.slice(-300)}`);
  return performance.now() - started;
}

export async function startPair(root: string, dataDir: string, port: number, path: Path) {
  const service = await startServer(root, dataDir, port);
  let dashboard: Server;
  try {
    dashboard = await startServer(root, dataDir, port + 1, {
      OFD_BASE_URL: service.baseUrl,
      OFD_API_KEY: DEMO_INTEGRATOR.apiKey,
      OFD_SESSION_ID: DEMO_INTEGRATOR.sessionId,
      OFD_DOCUMENTS_PAGING: path === 'by-period' ? 'auto' : 'off',
      // The load row measures how many pages the dashboard can serve, which is far past one
      // person's per-minute budget; the limits have their own bench (bench/load.ts --factor).
      OFD_RATE_LIMIT_FACTOR: '0',
    });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return { service, dashboard, stop: () => Promise.all([dashboard.stop(), service.stop()]) };
}

export async function twoProcessRound(
  root: string,
  dataDir: string,
  port: number,
  reg: BusyRegister,
  path: Path,
  loadSeconds?: number,
): Promise<TwoProcessRound> {
  const { service, dashboard, stop } = await startPair(root, dataDir, port, path);
  try {
    const direct = (from: string, to: string) => ticketsUrl(service.baseUrl, reg, from, to);
    // Idle: after one small request to each (stores open, routes compiled).
    await timedGet(direct(reg.busiestDay, reg.busiestDay), operatorHeaders);
    await timedGet(`${dashboard.baseUrl}/api/health`);
    await new Promise((r) => setTimeout(r, 1000));
    const serviceIdleRssMb = rssOf(service.pid);
    const dashboardIdleRssMb = rssOf(dashboard.pid);

    const directSampler = sampleRss(service.pid);
    const directCpu = cpuMsOf(service.pid);
    const directMonth = [await timedGet(direct(reg.from, reg.to), operatorHeaders)];
    const directServiceMs = cpuMsOf(service.pid) - directCpu;
    directMonth.push(await timedGet(direct(reg.from, reg.to), operatorHeaders));
    const directGzip = await timedGet(direct(reg.from, reg.to), {
      ...operatorHeaders,
      'Accept-Encoding': 'gzip',
    });
    const directPeakRssMb = directSampler.stop();
    if (directMonth[0]!.status !== 200)
      throw new Error(`tickets answered ${directMonth[0]!.status}`);

    // The browser's cold start: the progress stream and the first rows asked for together.
    const newest = 'sort=dateTime&dir=desc&offset=0&limit=50';
    const sampler = sampleRss(dashboard.pid);
    const cpuBefore = { service: cpuMsOf(service.pid), dashboard: cpuMsOf(dashboard.pid) };
    const started = performance.now();
    const loaded = untilLoaded(
      documentsUrl(dashboard.baseUrl, reg, '/progress', ''),
      dashboard.session,
      started,
    );
    const first = await timedGet(
      documentsUrl(dashboard.baseUrl, reg, '/first-rows', newest),
      dashboard.session,
      true,
    );
    const firstRowsMs = performance.now() - started;
    if (first.status !== 200) throw new Error(`first rows answered ${first.status}: ${first.text}`);
    await loaded;
    const page = await timedGet(
      documentsUrl(dashboard.baseUrl, reg, '', newest),
      dashboard.session,
      true,
    );
    const completeMs = performance.now() - started;
    const cpu = {
      serviceMs: cpuMsOf(service.pid) - cpuBefore.service,
      dashboardMs: cpuMsOf(dashboard.pid) - cpuBefore.dashboard,
      directServiceMs,
    };
    const dashboardPeakRssMb = sampler.stop();
    if (page.status !== 200) throw new Error(`documents answered ${page.status}: ${page.text}`);
    const resort = await timedGet(
      documentsUrl(dashboard.baseUrl, reg, '', 'sort=totalSum&dir=desc&limit=50'),
      dashboard.session,
    );
    const second = await timedGet(
      documentsUrl(dashboard.baseUrl, reg, '', 'sort=totalSum&dir=desc&offset=50&limit=50'),
      dashboard.session,
    );
    let loads: TwoProcessRound['load'];
    if (loadSeconds) {
      const day = { ...reg, from: reg.busiestDay, to: reg.busiestDay };
      loads = {
        direct: await load(direct(day.from, day.to), operatorHeaders, loadSeconds),
        dashboard: await load(
          documentsUrl(dashboard.baseUrl, day, '', newest),
          dashboard.session,
          loadSeconds,
        ),
        seconds: loadSeconds,
      };
    }
    return {
      path,
      directGzip,
      load: loads,
      serviceIdleRssMb,
      dashboardIdleRssMb,
      directMonth,
      directPeakRssMb,
      firstRowsMs,
      firstRowsCount: (JSON.parse(first.text!) as { rows: unknown[] }).rows.length,
      completeMs,
      total: (JSON.parse(page.text!) as { total: number }).total,
      resortMs: resort.ms,
      secondPageMs: second.ms,
      dashboardPeakRssMb,
      cpu,
    };
  } finally {
    await stop();
  }
}
