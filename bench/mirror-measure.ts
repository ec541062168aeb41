// The mirror's throughput and memory as a bench row (bench/mirror.ts prints it; bench/run.ts may
// add it to its report): a stand-in operator that pages as published (e2e/published-operator.mjs,
// through lib/mirror/testing/published-stand-in.ts) serves `registers` registers with one busy day
// of `perDay` receipts each; the mirror copies them with the real command line
// (npm run mirror:sync -- --once) in a process of its own, into a fresh SQLite store, without a
// request budget (OFD_MIRROR_MAX_RPS=1000), its memory sampled from /proc. Then a second pass
// with nothing new: the cost of keeping a register fresh. Idle memory is the same program's with
// the same store open and no sync (npm run mirror:status), so "above idle" is what syncing adds.
// The process is node itself with tsx as a loader and the script's flags: through tsx's launcher,
// /proc would show the launcher's memory and not the mirror's.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  STAND_IN_KEY,
  STAND_IN_SESSION,
  startStandInOperator,
} from '@/lib/mirror/testing/published-stand-in';
import { sampleRss } from './rss';
import { wideWorld } from './mirror-world';

export type MirrorPass = { seconds: number; rssMb: number; requests: number };
export type MirrorRow = {
  name: string;
  registers: number;
  documents: number;
  /** Peak RSS of the same program with the same store open, not syncing (mirror:status). */
  idleRssMb: number;
  first: MirrorPass & { documentsPerSecond: number };
  again: MirrorPass & { registersPerSecond: number };
};

/**
 * Node's flags as `npm run mirror:sync` gives them (package.json), the heap's bound among them:
 * idle and syncing are measured as the same program.
 */
function syncFlags(): string[] {
  const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<
    string,
    string
  >;
  return scripts['mirror:sync']!.split(' ').filter((word) => word.startsWith('--'));
}

export async function measureMirror(options: {
  registers: number;
  perDay: number;
  concurrency: number;
  /** Told each pass as it ends: a long run that is stopped still leaves its first figures. */
  onPass?: (which: 'first' | 'again', pass: MirrorPass) => void;
}): Promise<MirrorRow> {
  const { registers, perDay } = options;
  const day = new Date().toISOString().slice(0, 10);
  const standIn = await startStandInOperator(wideWorld(registers, perDay, day));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ofd-bench-mirror-'));

  async function run(command: 'sync' | 'status'): Promise<MirrorPass> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      OFD_BASE_URL: standIn.origin,
      OFD_API_KEY: STAND_IN_KEY,
      OFD_SESSION_ID: STAND_IN_SESSION,
      OFD_DATA_DIR: dataDir,
      OFD_MIRROR_MAX_RPS: '1000',
      OFD_MIRROR_CONCURRENCY: String(options.concurrency),
    };
    delete env.DATABASE_URL;
    const before = standIn.requests.length;
    const started = performance.now();
    const args = command === 'sync' ? ['sync', '--once'] : ['status'];
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', ...syncFlags(), 'lib/mirror/server/cli.ts', ...args],
      { env, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const rss = sampleRss(child.pid!, 50);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const rssMb = rss.stop();
    if (code !== 0) throw new Error(`mirror:${command} exited with ${code}`);
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
    const first = await run('sync');
    options.onPass?.('first', first);
    const again = await run('sync');
    options.onPass?.('again', again);
    const idle = await run('status');
    return {
      name: `mirror throughput from a stand-in with ${registers.toLocaleString('en')} registers × one busy day`,
      registers,
      documents,
      idleRssMb: idle.rssMb,
      first: { ...first, documentsPerSecond: documents / first.seconds },
      again: { ...again, registersPerSecond: registers / again.seconds },
    };
  } finally {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
