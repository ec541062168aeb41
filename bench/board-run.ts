import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureBoard } from './board';
import { buildIfNeeded } from './server';

// The health board and lookup alone (the same measurement `npm run bench` makes at its end), for
// a quick figure after a change to lib/health: `npx tsx --conditions=react-server
// bench/board-run.ts [--port 3620]`. Prints the figures as JSON; writes nothing.

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.BENCH_PORT ?? '3620' } },
});
const root = fileURLToPath(new URL('..', import.meta.url));
buildIfNeeded(root, false);
const figures = await measureBoard(root, Number(values.port));
console.log(JSON.stringify(figures, null, 2));
