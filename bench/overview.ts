// npm run bench:overview – the sales overview of every register of the demo world for 30 days, from
// the operator's statistics and from the documents (through the day cache), side by side. Each
// round starts a fresh server on a fresh demo database, so the documents path starts cold; the
// warm figure is the same request again, from the day cache. Options: --rounds <n> (default 3),
// --port <n> (default 3610). Builds the app first when there is no build. Not part of `npm test`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { timedGet, type Timed } from './measure';
import { buildIfNeeded, startServer } from './server';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3610' },
  },
});
const root = process.cwd();
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = new Date();
const from = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29));
const period = `from=${from}&to=${day(today)}`;

async function round() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ofd-bench-overview-'));
  const server = await startServer(root, dataDir, Number(values.port));
  try {
    const get = async (source: string) => {
      const url = `${server.baseUrl}/api/overview?${period}&source=${source}`;
      const timed = await timedGet(url, server.session, true);
      if (timed.status !== 200) throw new Error(`${source}: ${timed.status} ${timed.text ?? ''}`);
      return timed;
    };
    // The organizations and registers first, so both paths start with the same lookups warm.
    await get('statistics');
    const statistics = await get('statistics');
    const documentsCold = await get('documents');
    const documentsWarm = await get('documents');
    return { statistics, documentsCold, documentsWarm };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  buildIfNeeded(root, false);
  const rounds: Record<string, Timed>[] = [];
  for (let i = 0; i < Number(values.rounds); i++) {
    console.log(`round ${i + 1}…`);
    rounds.push(await round());
  }
  const best = (key: string) => Math.min(...rounds.map((r) => r[key]!.ms));
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
    period: { from, to: day(today) },
    rounds: rounds.length,
    statisticsMs: best('statistics'),
    documentsColdMs: best('documentsCold'),
    documentsWarmMs: best('documentsWarm'),
    sameFigures: rounds.every((r) => {
      // Key order may differ (VAT fields arrive in another order); the values may not.
      const figures = (t: Timed) => ({ ...JSON.parse(t.text!), source: null });
      return isDeepStrictEqual(figures(r.statistics!), figures(r.documentsCold!));
    }),
  };
  console.log(
    `overview, all registers, 30 days (best of ${results.rounds}):\n` +
      `  statistics path           ${results.statisticsMs.toFixed(0)} ms\n` +
      `  documents path, cold      ${results.documentsColdMs.toFixed(0)} ms ` +
      `(${(results.documentsColdMs / results.statisticsMs).toFixed(1)}× the statistics path)\n` +
      `  documents path, day cache ${results.documentsWarmMs.toFixed(0)} ms\n` +
      `  same figures: ${results.sameFigures}`,
  );
  writeFileSync(
    path.join(root, 'bench', 'overview-results.json'),
    JSON.stringify(results, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
