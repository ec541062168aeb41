// How many calls a connection has in flight at once, and who waits for a turn: the adapters'
// own limit on one operator's concurrent requests (lib/ofd/taxcom/calls.ts, lib/ofd/ofdru/calls.ts).

export type InFlight = { active: number; waiting: (() => void)[] };

/** Runs `run` once fewer than `limit` calls of `state` are in flight. */
export async function inTurn<T>(state: InFlight, limit: number, run: () => Promise<T>): Promise<T> {
  while (state.active >= limit) await new Promise<void>((resolve) => state.waiting.push(resolve));
  state.active += 1;
  try {
    return await run();
  } finally {
    state.active -= 1;
    state.waiting.shift()?.();
  }
}
