import { parseArgs } from 'node:util';
import { locationOf, UsageError } from './cli/common';
import { runImport } from './cli/import';
import { runMain } from '@/lib/cli/run-main';
import { runSeed } from './cli/seed';
import { runStats } from './cli/stats';

// The built-in service's command line (package.json: service:seed, service:import, service:stats).

const USAGE = `Usage:
  npm run service:seed   -- [--data-dir <dir>] [--days <n>] [--receipts-per-day <n>] [--seed <n>]
                            [--anchor <yyyy-mm-dd>] [--profile demo|busy]
  npm run service:import -- <file.json|file.ndjson>… [--rnm <register>] [--data-dir <dir>]
  npm run service:stats  -- [--data-dir <dir>]
The store is the PostgreSQL database $DATABASE_URL when set (unless --data-dir is given), else
SQLite in the data directory: --data-dir, else $OFD_DATA_DIR, else .data. An import reads a
receipt's epoch time in its region's zone, else in $OFD_DEFAULT_TIME_ZONE (default Europe/Moscow).`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      days: { type: 'string' },
      'receipts-per-day': { type: 'string' },
      seed: { type: 'string' },
      anchor: { type: 'string' },
      profile: { type: 'string' },
      rnm: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const location = locationOf(values['data-dir']);
  if (command === 'seed') return runSeed(location, values);
  if (command === 'import') return runImport(rest, location, { rnm: values.rnm });
  if (command === 'stats') return runStats(location);
  throw new UsageError(`unknown command "${command}"`);
}

runMain(main, USAGE);
