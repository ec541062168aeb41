import { describe, expect, it } from 'vitest';
import { parseThreads } from './parse-threads';

describe('parseThreads', () => {
  it.each([
    ['the built-in service, 2 cores', { builtIn: true, parseWorkers: undefined }, 2, 1],
    ['the built-in service, 8 cores', { builtIn: true, parseWorkers: undefined }, 8, 2],
    ['the built-in service, 1 core', { builtIn: true, parseWorkers: undefined }, 1, 1],
    ['an operator elsewhere: the main thread', { builtIn: false, parseWorkers: undefined }, 8, 0],
    ['OFD_PARSE_WORKERS wins', { builtIn: false, parseWorkers: 2 }, 2, 2],
    ['OFD_PARSE_WORKERS=0 wins', { builtIn: true, parseWorkers: 0 }, 8, 0],
  ])('%s', (_, env, cores, threads) => {
    expect(parseThreads(env, cores)).toBe(threads);
  });
});
