import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_INTEGRATOR } from '@/lib/demo-credentials';
import { timedGet } from './measure';
import { startServer } from './server';
import { documentsUrl, operatorHeaders, ticketsUrl } from './two-process';
import type { BusyRegister } from './world';

// The busy month from the mirror's copy (docs/mirror.md, "A busy month from the copy"), side by
// side with the direct month in one run: the built-in service in its own process with the month,
// and a dashboard with OFD_MIRROR=on (its own data directory) that copies it from there. Once its
// first pass holds the register, the dashboard answers from its tables: the summary and first page
// (the documents route, cold: the first ask after the pass), the complete table as the browser
// asks for it (progress stream and first rows at once, then the page with total and summary), and
// a re-sort by total. The direct month is `tickets` for the month straight from the service.

export type CopyMonthRow = {
  documents: number;
  /** The mirror's first pass over the month (from the dashboard's start to the register synced). */
  firstPassSeconds: number;
  directMonthMs: number;
  summaryFirstPageMs: number;
  completeMs: number;
  resortMs: number;
  total: number;
};

type Status = { registers: { regNumber: string; syncedUpToUtc: string | null; state: string }[] };

/** Waits for the register's first sync to the end; resolves with the seconds it took. */
async function firstPass(baseUrl: string, session: Record<string, string>, rnm: string) {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${baseUrl}/api/mirror/status`, { headers: session });
    if (response.ok) {
      const status = (await response.json()) as Status;
      const register = status.registers.find((r) => r.regNumber === rnm);
      if (register?.syncedUpToUtc) return (performance.now() - started) / 1000;
      if (register && register.state !== 'ok') throw new Error(`mirror: ${register.state}`);
    } else await response.body?.cancel();
    // Polling, not a measured wait: the pass takes tens of seconds, this adds at most a second.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

export async function copyMonthRound(
  root: string,
  dataDir: string,
  port: number,
  reg: BusyRegister,
): Promise<CopyMonthRow> {
  const service = await startServer(root, dataDir, port);
  const copyDir = mkdtempSync(path.join(tmpdir(), 'ofd-bench-copy-'));
  // Back to the month's first day from today, whenever the bench runs.
  const backfill = Math.ceil((Date.now() - Date.parse(`${reg.from}T00:00:00Z`)) / 86_400_000) + 2;
  try {
    // The service's first start made the demo people; the dashboard signs in as one of them.
    const people = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true });
    await people.backup(path.join(copyDir, 'app.sqlite'));
    people.close();
    const started = performance.now();
    const dashboard = await startServer(root, copyDir, port + 1, {
      OFD_BASE_URL: service.baseUrl,
      OFD_API_KEY: DEMO_INTEGRATOR.apiKey,
      OFD_SESSION_ID: DEMO_INTEGRATOR.sessionId,
      OFD_MIRROR: 'on',
      OFD_MIRROR_BACKFILL_DAYS: String(Math.min(3660, backfill)),
      OFD_MIRROR_MAX_RPS: '1000',
      OFD_RATE_LIMIT_FACTOR: '0',
    });
    try {
      await firstPass(dashboard.baseUrl, dashboard.session, reg.rnm);
      const firstPassSeconds = (performance.now() - started) / 1000;
      const direct = ticketsUrl(service.baseUrl, reg, reg.from, reg.to);
      const directMonthMs = Math.min(
        (await timedGet(direct, operatorHeaders)).ms,
        (await timedGet(direct, operatorHeaders)).ms,
      );
      const newest = 'sort=dateTime&dir=desc&offset=0&limit=50';
      const summary = await timedGet(
        documentsUrl(dashboard.baseUrl, reg, '', newest),
        dashboard.session,
        true,
      );
      if (summary.status !== 200) throw new Error(`documents answered ${summary.status}`);
      // The complete table as the browser asks for it.
      const from = performance.now();
      const [progress] = await Promise.all([
        timedGet(documentsUrl(dashboard.baseUrl, reg, '/progress', ''), dashboard.session),
        timedGet(documentsUrl(dashboard.baseUrl, reg, '/first-rows', newest), dashboard.session),
      ]);
      if (progress.status !== 200) throw new Error(`progress answered ${progress.status}`);
      const page = await timedGet(
        documentsUrl(dashboard.baseUrl, reg, '', newest),
        dashboard.session,
        true,
      );
      const completeMs = performance.now() - from;
      const resort = await timedGet(
        documentsUrl(dashboard.baseUrl, reg, '', 'sort=totalSum&dir=desc&limit=50'),
        dashboard.session,
      );
      return {
        documents: reg.documents,
        firstPassSeconds,
        directMonthMs,
        summaryFirstPageMs: summary.ms,
        completeMs,
        resortMs: resort.ms,
        total: (JSON.parse(page.text!) as { total: number }).total,
      };
    } finally {
      await dashboard.stop();
    }
  } finally {
    await service.stop();
    rmSync(copyDir, { recursive: true, force: true });
  }
}

/** The row's lines as the bench prints them. */
export function copyMonthLines(row: CopyMonthRow): string[] {
  const ratio = (ms: number) => (ms / row.directMonthMs).toFixed(2);
  return [
    `mirrored month (${row.total} of ${row.documents} documents), direct month ${row.directMonthMs.toFixed(0)} ms:`,
    `  summary + first page  ${row.summaryFirstPageMs.toFixed(0)} ms = ${ratio(row.summaryFirstPageMs)}× direct (goal ≤ 0.3×)`,
    `  complete table        ${row.completeMs.toFixed(0)} ms = ${ratio(row.completeMs)}× direct (goal ≤ 1×)`,
    `  re-sort               ${row.resortMs.toFixed(0)} ms (goal ≤ 100 ms)`,
    `  the mirror's first pass over it  ${row.firstPassSeconds.toFixed(1)} s`,
  ];
}
