import { expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { openMemoryStore, type SqliteStore } from '@/lib/service/store/sqlite';
import { prepareFigureWrites } from '@/lib/service/store/sqlite-figure-writes';

// A year of a busy register (3,000 receipts a day, one shift a day) in the statistics tables, then
// by-days and by-shifts for the whole year with a permission window that starts mid-afternoon (so
// the first day is summed from receipts). Prints the times; not a pass/fail timing.

const DAYS = Number(process.env.DAYS ?? 365);
const PER_DAY = Number(process.env.PER_DAY ?? 3000);
const REG = '0000000000000042';
const DRIVE = '9999078900000042';

it('sums a year of a busy register by days and by shifts; prints the times', async () => {
  const store = openMemoryStore() as SqliteStore;
  const record = prepareFigureWrites(store.db);
  const started = performance.now();
  let fd = 0;
  store.db.transaction(() => {
    for (let d = 0; d < DAYS; d++) {
      const date = addDays('2025-01-01', d);
      for (let i = 0; i < PER_DAY; i++) {
        const s = 8 * 3600 + Math.floor((i * 12 * 3600) / PER_DAY);
        const time = [s / 3600, (s / 60) % 60, s % 60]
          .map((v) => String(Math.floor(v)).padStart(2, '0'))
          .join(':');
        const total = 10_000 + ((i * 7919) % 500_000);
        const body = {
          operationType: i % 25 === 0 ? 2 : 1,
          shiftNumber: d + 1,
          totalSum: total,
          cashTotalSum: i % 3 === 0 ? total : 0,
          ecashTotalSum: i % 3 === 0 ? 0 : total,
          nds22: Math.round((total * 22) / 122),
        };
        record({
          id: '',
          type: 'receipt',
          regNumber: REG,
          fiscalDriveNumber: DRIVE,
          fdNumber: ++fd,
          dateTime: `${date}T${time}`,
          receiveUtc: '',
          body: JSON.stringify(body),
        });
      }
    }
  })();
  const loadMs = performance.now() - started;
  const range = { regNumber: REG, from: '2025-01-01T14:30:00', to: '2025-12-31T23:59:59' };
  const time = async (run: () => Promise<unknown>) => {
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await run();
      best = Math.min(best, performance.now() - t);
    }
    return best;
  };
  const byDays = await time(() => store.figuresByDay([range]));
  const byShifts = await time(() => store.figuresByShift(range));
  console.log(
    `statistics, one register, ${DAYS} days × ${PER_DAY} receipts (${fd} receipts, loaded in ${Math.round(loadMs)} ms): ` +
      `by-days ${byDays.toFixed(1)} ms, by-shifts ${byShifts.toFixed(1)} ms (best of 5)`,
  );
  expect(await store.figuresByDay([range])).toHaveLength(DAYS);
  store.close();
}, 600_000);
