import { vi } from 'vitest';

// When the mirror sent each request, for the tests of a budget of requests per second. Timed
// where the mirror sends, not where a stand-in receives: on a loaded machine the stand-in's
// handler can run late for the first request and on time for the last, which shortens the span
// it sees although the mirror kept its budget.

/** The moments `run` sent each request, in order. */
export async function sentAt(run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const send = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((...args) => {
    times.push(Date.now());
    return send(...args);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return times;
}

/** n requests at `rps` a second cannot span less than ⌈n/rps⌉ − 1 whole seconds (less the clock's slack). */
export const shortestSpanMs = (count: number, rps: number) =>
  (Math.ceil(count / rps) - 1) * 1000 - 50;
