import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { timedGet } from './measure';
import { startServer } from './server';

// The health board and the lookup on the demo world, as `npm start` serves it: one process with
// the built-in service, started on an empty data directory (its first start makes the demo world),
// measured once it is ready (bench/server.ts waits for /api/health/ready and the demo people).
// Cold is the board's first load after the start: the server computes the board in the background
// as soon as it is ready (app/_instance/background.server.ts), so this is "cold after start"; what
// that sweep itself took is read from the server's log (`health.warmed`). Warm is the same load
// again within the health cache's lifetime. Beside each, the calls the server made to the operator
// (its upstream request counter in /api/metrics). Lookup: the first query builds its register
// directory, the others are answered from it.

export type BoardFigures = {
  registers: number;
  /** GET /health (the page, its rows rendered on the server), the first time. */
  coldPageMs: number;
  /** The same page again, best of three. */
  warmPageMs: number;
  /** GET /api/health/registers after the page, best of three. */
  warmApiMs: number;
  lookup: { queries: number; firstMs: number; medianMs: number };
  /** The board's sweep at start, as the server logged it (what a first reader used to wait for). */
  sweepMs?: number;
  /** Calls to the operator: up to the first page (the start, the sweep), during it, during warm. */
  upstream?: { beforeCold: number; cold: number; warm: number };
};

/** The server's count of calls to the operator, all paths and outcomes together. */
async function upstreamCalls(baseUrl: string, token: string): Promise<number> {
  const text = await fetch(`${baseUrl}/api/metrics`, {
    headers: { Authorization: `Bearer ${token}` },
  }).then((r) => r.text());
  return text
    .split('\n')
    .filter((line) => line.startsWith('ofd_console_upstream_requests_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

function sweepMsOf(log: string): number | undefined {
  const line = log.split('\n').find((l) => l.includes('"event":"health.warmed"'));
  return line ? (JSON.parse(line) as { ms: number }).ms : undefined;
}

const best = (xs: number[]) => Math.min(...xs);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Row = { rnm?: string; kktRegId?: string; address?: string; name?: string };

/** What a support person types: whole and partial register numbers, address words, names. */
function queriesOf(rows: Row[]): string[] {
  const queries: string[] = [];
  for (const row of rows.slice(0, 4)) {
    const rnm = row.rnm ?? row.kktRegId ?? '';
    if (rnm) queries.push(rnm, rnm.slice(0, 6));
    const word = row.address?.split(/[\s,.]+/).find((w) => w.length >= 5);
    if (word) queries.push(word);
    if (row.name) queries.push(row.name.slice(0, 8));
  }
  return queries;
}

export async function measureBoard(root: string, port: number): Promise<BoardFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofd-bench-demo-'));
  // Limits off: the bench asks far faster than a person (the limits have their own bench).
  const token = randomBytes(16).toString('hex');
  const server = await startServer(root, dataDir, port, {
    OFD_RATE_LIMIT_FACTOR: '0',
    METRICS_TOKEN: token,
  });
  try {
    const get = async (route: string, keepText = false) => {
      const timed = await timedGet(`${server.baseUrl}${route}`, server.session, keepText);
      if (timed.status !== 200) throw new Error(`${route} answered ${timed.status}`);
      return timed;
    };
    const beforeCold = await upstreamCalls(server.baseUrl, token);
    const coldPageMs = (await get('/health')).ms;
    const afterCold = await upstreamCalls(server.baseUrl, token);
    const warmPage: number[] = [];
    for (let i = 0; i < 3; i++) warmPage.push((await get('/health')).ms);
    const warmApi: number[] = [];
    let rows: Row[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await get('/api/health/registers', true);
      warmApi.push(answer.ms);
      rows = JSON.parse(answer.text!) as Row[];
    }
    const afterWarm = await upstreamCalls(server.baseUrl, token);
    const queries = queriesOf(rows);
    const times: number[] = [];
    for (const q of queries) times.push((await get(`/api/lookup?q=${encodeURIComponent(q)}`)).ms);
    return {
      registers: rows.length,
      coldPageMs,
      warmPageMs: best(warmPage),
      warmApiMs: best(warmApi),
      lookup: {
        queries: queries.length,
        firstMs: times[0] ?? NaN,
        medianMs: median(times.slice(1)),
      },
      sweepMs: sweepMsOf(server.log()),
      upstream: { beforeCold, cold: afterCold - beforeCold, warm: afterWarm - afterCold },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
