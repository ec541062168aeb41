import { afterEach, describe, expect, it, vi } from 'vitest';

// The board is computed once at start, and only once the instance is ready: the built-in service
// is this very server, which does not listen yet while instrumentation runs.

const readiness = vi.hoisted(() => ({ answers: [] as string[][] }));
const board = vi.hoisted(() => ({ calls: 0, readyWhenCalled: [] as number[] }));

vi.mock('@/app/_instance/readiness.server', () => ({
  checkReadiness: async () => ({ failing: readiness.answers.shift() ?? [] }),
}));
vi.mock('@/lib/health/server/board', () => ({
  healthBoard: async () => {
    board.calls += 1;
    board.readyWhenCalled.push(readiness.answers.length);
    return [];
  },
}));

afterEach(() => {
  board.calls = 0;
  board.readyWhenCalled = [];
});

describe('warming the health board at start', () => {
  it('waits for readiness, then computes the board once', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    readiness.answers = [['operator'], ['operator', 'store'], []];
    const { warmWhenReady } = await import('./background.server');
    await warmWhenReady();
    expect(board.calls).toBe(1);
    // Called after the third answer (the first ready one), none left unasked.
    expect(board.readyWhenCalled).toEqual([0]);
  });
});
