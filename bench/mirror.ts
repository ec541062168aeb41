// npm run bench:mirror – the mirror's throughput and memory: a stand-in operator that pages as
// published (e2e/published-operator.mjs, through lib/mirror/testing/published-stand-in.ts) serves --registers registers (default 1000)
// with one busy day of --per-day receipts each (default 300); the mirror copies them with the real
// command line (npm run mirror:sync -- --once) in a process of its own, into a fresh SQLite store,
// without a request budget (OFD_MIRROR_MAX_RPS=1000), its memory sampled from /proc. Then a second
// pass with nothing new: the cost of keeping a register fresh. Prints documents/s, registers/s and
// the sizing of docs/scale.md. Not part of `npm test`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  STAND_IN_KEY,
  STAND_IN_SESSION,
  startStandInOperator,
} from '@/lib/mirror/testing/published-stand-in';
import { sampleRss } from './rss';
import { wideWorld } from './mirror-world';

const { values } = parseArgs({
  options: {
    registers: { type: 'string', default: '1000' },
    'per-day': { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
  },
});
const registers = Number(values.registers);
const perDay = Number(values['per-day']);
const day = new Date().toISOString().slice(0, 10);
const standIn = await startStandInOperator(wideWorld(registers, perDay, day));
const dataDir = mkdtempSync(path.join(tmpdir(), 'ofd-bench-mirror-'));

async function pass(): Promise<{ seconds: number; rssMb: number; requests: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    OFD_BASE_URL: standIn.origin,
    OFD_API_KEY: STAND_IN_KEY,
    OFD_SESSION_ID: STAND_IN_SESSION,
    OFD_DATA_DIR: dataDir,
    OFD_MIRROR_MAX_RPS: '1000',
    OFD_MIRROR_CONCURRENCY: values.concurrency,
  };
  delete env.DATABASE_URL;
  const before = standIn.requests.length;
  const started = performance.now();
  const child = spawn(
    'node_modules/.bin/tsx',
    ['--conditions=react-server', 'lib/mirror/server/cli.ts', 'sync', '--once'],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const rss = sampleRss(child.pid!, 100);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const rssMb = rss.stop();
  if (code !== 0) throw new Error(`mirror:sync exited with ${code}`);
  // The pass itself, as the command line timed it: without the process's start.
  const timed = /stored in ([\d.]+) s/.exec(output);
  return {
    seconds: timed ? Number(timed[1]) : (performance.now() - started) / 1000,
    rssMb,
    requests: standIn.requests.length - before,
  };
}

try {
  const documents = registers * perDay;
  const full = await pass();
  const again = await pass();
  const perRegister = again.seconds / registers;
  const fmt = (n: number) => n.toFixed(1);
  console.log(`mirror: ${registers} registers × ${perDay} documents (one busy day), SQLite`);
  console.log(
    `  first pass   ${fmt(full.seconds)} s  ${fmt(documents / full.seconds)} documents/s  ${full.requests} requests  peak RSS ${fmt(full.rssMb)} MB`,
  );
  console.log(
    `  second pass  ${fmt(again.seconds)} s  ${fmt(registers / again.seconds)} registers/s  ${again.requests} requests  peak RSS ${fmt(again.rssMb)} MB`,
  );
  console.log(
    `  ratio        a pass with nothing new costs ${fmt((again.seconds / full.seconds) * 100)}% of the first`,
  );
  // One instance at the default budget (5 requests/s): a register costs one request per interval
  // when nothing is new, so the budget, not the machine, bounds the registers kept fresh.
  const byBudget = 5 * 300;
  const byMachine = Math.floor(300 / perRegister);
  console.log(
    `  sizing       at a 5-minute interval: ${byBudget} registers by the default budget of 5 requests/s, ${byMachine} by this machine without a budget`,
  );
} finally {
  await standIn.close();
  rmSync(dataDir, { recursive: true, force: true });
}
