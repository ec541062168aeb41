// The built-in service's memory while it streams the month, plain and gzip side by side (run with
// `npx tsx --conditions=react-server bench/service-stream-rss.ts`): for each, a fresh `next start`
// as the bench runs the service, idle RSS after one small request, then the peak while the month
// streams and its height above idle. "plain" reads the month twice, "gzip" once, and "both" all
// three on one server, as the bench's row "service: peak RSS above idle (month, plain and gzip)"
// does (bench/two-process.ts). Options: --port <n> (default 3620), --rounds <n> (default 1),
// --build.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { timedGet } from './measure';
import { serverBenchOptions } from './options';
import { rssOf, sampleRss } from './rss';
import { buildIfNeeded, startServer } from './server';
import { operatorHeaders, ticketsUrl } from './two-process';
import { ensureWorld, findBusyRegister, openDatabase, type BusyRegister } from './world';

const { values } = parseArgs({
  options: {
    ...serverBenchOptions({ seconds: '0', port: '3620' }),
    rounds: { type: 'string', default: '1' },
  },
});

type Mode = 'plain' | 'gzip' | 'both';
type Row = { mode: Mode; idleMb: number; peakMb: number; mb: number; ms: number };

async function measure(root: string, dataDir: string, reg: BusyRegister, mode: Mode): Promise<Row> {
  const service = await startServer(root, dataDir, Number(values.port));
  try {
    const url = (from: string, to: string) => ticketsUrl(service.baseUrl, reg, from, to);
    const plain = { ...operatorHeaders, 'Accept-Encoding': 'identity' };
    const gzip = { ...operatorHeaders, 'Accept-Encoding': 'gzip' };
    const reads = { plain: [plain, plain], gzip: [gzip], both: [plain, plain, gzip] }[mode];
    await timedGet(url(reg.busiestDay, reg.busiestDay), plain);
    await new Promise((r) => setTimeout(r, 1000));
    const idleMb = rssOf(service.pid);
    const sampler = sampleRss(service.pid);
    let bytes = 0;
    let ms = 0;
    for (const headers of reads) {
      const month = await timedGet(url(reg.from, reg.to), headers);
      if (month.status !== 200) throw new Error(`tickets answered ${month.status}`);
      bytes = month.bytes;
      ms += month.ms;
    }
    const peakMb = sampler.stop();
    return { mode, idleMb, peakMb, mb: bytes / 1024 / 1024, ms: ms / reads.length };
  } finally {
    await service.stop();
  }
}

async function main() {
  const root = process.cwd();
  const dataDir = path.join(root, 'bench', 'data');
  ensureWorld(root, dataDir);
  const db = openDatabase(dataDir);
  const reg = findBusyRegister(db);
  db.close();
  buildIfNeeded(root, values.build);
  console.log(`month: ${reg.documents} documents of ${reg.rnm}, ${reg.from} – ${reg.to}`);
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const mode of ['plain', 'gzip', 'both'] as const) {
      const r = await measure(root, dataDir, reg, mode);
      console.log(
        `round ${round} ${mode.padEnd(5)} idle ${r.idleMb.toFixed(0)} MB, peak ` +
          `${r.peakMb.toFixed(0)} MB, above idle ${(r.peakMb - r.idleMb).toFixed(0)} MB ` +
          `(target ≤ 100 MB); ${r.mb.toFixed(1)} MB decoded, ${r.ms.toFixed(0)} ms a read`,
      );
    }
  }
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
