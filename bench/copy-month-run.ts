// npm run bench:copy-month – the mirrored busy month alone (bench/copy-month.ts): the month's
// summary and first page, complete table and re-sort from the mirror's copy, side by side with
// the direct month, printed and not written. `--days` and `--receipts-per-day` make a smaller
// month in a data directory of its own (a quick look; `npm run bench` runs the whole month).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { copyMonthLines, copyMonthRound } from './copy-month';
import { buildIfNeeded } from './server';
import { WORLD, ensureWorld, findBusyRegister, openDatabase } from './world';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3600' },
    days: { type: 'string', default: String(WORLD.days) },
    'receipts-per-day': { type: 'string', default: String(WORLD.receiptsPerDay) },
    build: { type: 'boolean', default: false },
  },
});
const root = process.cwd();
const world = {
  ...WORLD,
  days: Number(values.days),
  receiptsPerDay: Number(values['receipts-per-day']),
};
const whole = world.days === WORLD.days && world.receiptsPerDay === WORLD.receiptsPerDay;
const dataDir = path.join(
  root,
  'bench',
  whole ? 'data' : `data-${world.days}x${world.receiptsPerDay}`,
);
ensureWorld(root, dataDir, world);
const db = openDatabase(dataDir);
const reg = findBusyRegister(db);
db.close();
buildIfNeeded(root, values.build);
const row = await copyMonthRound(root, dataDir, Number(values.port), reg);
for (const line of copyMonthLines(row)) console.log(line);
