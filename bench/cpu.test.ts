import { expect, it } from 'vitest';
import { cpuMsOf } from './cpu';
import { cpuRow, pathTargets, type Results } from './report';

// The CPU rows: /proc's user + system time grows with work done, and the floor is the CPU of both
// processes spread over the machine's cores, set against the direct month.

it('counts the CPU this process spends', () => {
  const before = cpuMsOf(process.pid);
  // Busy until /proc shows 100 ms more (ticks are 10 ms), or 10 s of wall on a machine so loaded
  // that this process hardly runs: the count has to grow with the work, whatever the load.
  const deadline = performance.now() + 10_000;
  while (cpuMsOf(process.pid) - before < 100 && performance.now() < deadline) {
    for (let i = 0; i < 1e6; i++) Math.sqrt(i);
  }
  expect(cpuMsOf(process.pid) - before).toBeGreaterThanOrEqual(100);
});

it('prints the shortest wall the two processes’ CPU allows on the machine’s cores', () => {
  const r = {
    machine: { cpus: 2, node: 'v20', loadAverage: [0, 0, 0] },
    service: { directMonthMs: 1000 },
    paths: { tickets: { cpu: { serviceMs: 1000, dashboardMs: 3000 } } },
  } as unknown as Results;
  expect(cpuRow(r, 'tickets')).toEqual([
    'tickets:  CPU, service + dashboard',
    '1000 + 3000 ms',
    '',
    '÷ 2 cores: no wall under 2000 ms, 2.00× direct',
  ]);
});

it('keeps the complete load as a figure beside its CPU floor, and first rows as a goal', () => {
  const r = {
    machine: { cpus: 2, node: 'v20', loadAverage: [0, 0, 0] },
    service: { directMonthMs: 1000 },
    paths: {
      tickets: {
        cpu: { serviceMs: 1000, dashboardMs: 3000 },
        firstRowsMs: 300,
        completeMs: 2600,
        resortMs: 40,
        dashboardPeakRssMb: 300,
      },
    },
  } as unknown as Results;
  const [first, complete] = pathTargets(r, 'tickets');
  expect(first).toMatchObject({ target: '≤ 0.35', ok: true });
  expect(complete).toEqual({
    name: 'tickets: complete load / direct month',
    value: '2.60',
    target: 'measured; CPU floor 2.00',
    ok: null,
  });
});
