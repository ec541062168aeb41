import { parseArgs } from 'node:util';
import { runMain, UsageError } from '@/lib/cli/run-main';
import { mirrorStoreOf } from '@/lib/service';
import { formatPass, formatStatus, formatUnreadable } from './format';
import { connectionSource } from './connection-source';
import { openMirror } from './open';
import { runPass } from './pass';

// The mirror's command line (package.json: mirror:sync, mirror:status; docs/mirror.md).

const USAGE = `Usage:
  npm run mirror:sync -- --once    one full pass over every register; prints each one's result
  npm run mirror:status            each register's status as the mirror last recorded it
The operator is OFD_BASE_URL with OFD_API_KEY and OFD_SESSION_ID; the copy is the built-in
service's store (DATABASE_URL, else SQLite in OFD_DATA_DIR).`;

/** The newest unreadable documents listed; their raw bodies are in GET /api/mirror/status. */
const UNREADABLE_LISTED = 50;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { once: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (command === 'sync' && !values.once) throw new UsageError('mirror:sync needs --once');
  if (command !== 'sync' && command !== 'status') {
    throw new UsageError(`unknown command "${command}"`);
  }
  const mirror = await openMirror();
  try {
    if (command === 'status') {
      const store = mirrorStoreOf(mirror.store);
      console.log(formatStatus(await store.listStatus(), new Date()));
      const unreadable = formatUnreadable(
        await store.listUnreadable(UNREADABLE_LISTED),
        await store.countUnreadable(null),
      );
      if (unreadable) console.log(`\n${unreadable}`);
      return 0;
    }
    // Asked for by hand: every register now, however recently another instance synced it.
    const options = { ...mirror.options, freshForMs: 0 };
    const results = [await runPass(mirror.upstream, options)];
    for (const other of mirror.others) {
      results.push(await runPass(connectionSource(other, options), options));
    }
    for (const result of results) console.log(formatPass(result));
    const failed = results.some((r) => r.credentialsRejected || r.lines.some((l) => l.error));
    return failed ? 1 : 0;
  } finally {
    await mirror.store.close();
  }
}

runMain(main, USAGE);
