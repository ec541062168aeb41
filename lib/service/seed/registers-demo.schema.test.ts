import { describe, expect, it } from 'vitest';
import { ATOL, SPB } from './profiles';
import { DEMO_REGISTERS } from './registers-demo';
import { demoRegisterNamesSchema } from './registers-demo.schema';

// The demo registers' data file names serial families and offsets; the schema reads the names as
// profiles.ts's values and refuses what the generator could not use.

describe('a demo register row', () => {
  const row = { kind: 'coffee', serial: 'ATOL', utcOffset: 'SPB', windows: { owner: 'open' } };

  it('reads the named serial family and offset as their values', () => {
    expect(demoRegisterNamesSchema.parse(row)).toEqual({ ...row, serial: ATOL, utcOffset: SPB });
    expect(DEMO_REGISTERS[0]).toMatchObject({ key: 'ligovsky-bar', serial: ATOL, utcOffset: SPB });
  });

  it.each([
    ['an unknown serial family', { serial: 'KASSATRON' }],
    ['an unknown offset', { utcOffset: 'MSK' }],
    ['an unknown shop kind', { kind: 'florist' }],
    ['an unknown window shape', { windows: { owner: 'forever' } }],
  ])('refuses %s', (_name, change) => {
    expect(demoRegisterNamesSchema.safeParse({ ...row, ...change }).success).toBe(false);
  });
});
