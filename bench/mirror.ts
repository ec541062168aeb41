// npm run bench:mirror – the row "mirror throughput from a stand-in with 1,000 registers × one busy
// day" (bench/mirror-measure.ts): --registers registers (default 1000) with one busy day of
// --per-day receipts each (default 300), copied by the real command line; then a pass with nothing
// new. Prints documents/s, registers/s, peak RSS and the sizing of docs/mirror-sizing.md. Not
// part of `npm test`.
import { parseArgs } from 'node:util';
import { measureMirror } from './mirror-measure';

const { values } = parseArgs({
  options: {
    registers: { type: 'string', default: '1000' },
    'per-day': { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
  },
});
const row = await measureMirror({
  registers: Number(values.registers),
  perDay: Number(values['per-day']),
  concurrency: Number(values.concurrency),
  onPass: (which, pass) => console.log(`  (${which} pass done: ${JSON.stringify(pass)})`),
});
const fmt = (n: number) => n.toFixed(1);
const { first, again } = row;
console.log(`${row.name}: ${row.documents} documents, SQLite`);
console.log(
  `  first pass   ${fmt(first.seconds)} s  ${fmt(first.documentsPerSecond)} documents/s  ${first.requests} requests  peak RSS ${fmt(first.rssMb)} MB`,
);
console.log(
  `  second pass  ${fmt(again.seconds)} s  ${fmt(again.registersPerSecond)} registers/s  ${again.requests} requests  peak RSS ${fmt(again.rssMb)} MB`,
);
console.log(
  `  memory       idle ${fmt(row.idleRssMb)} MB (mirror:status); peak above idle ${fmt(Math.max(first.rssMb, again.rssMb) - row.idleRssMb)} MB`,
);
console.log(
  `  ratio        a pass with nothing new costs ${fmt((again.seconds / first.seconds) * 100)}% of the first`,
);
// One instance at the default budget (5 requests/s): a register costs one request per interval
// when nothing is new, so the budget, not the machine, bounds the registers kept fresh.
const byBudget = 5 * 300;
const byMachine = Math.floor(300 / (again.seconds / row.registers));
console.log(
  `  sizing       at a 5-minute interval: ${byBudget} registers by the default budget of 5 requests/s, ${byMachine} by this machine without a budget`,
);
