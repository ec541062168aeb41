import { REGISTER_DEFAULTS, type RegisterSpec } from './profiles';
import rows from './registers-demo.json' with { type: 'json' };
import { demoRegisterNamesSchema } from './registers-demo.schema';

// The ten registers of the default demo world: coffee bar and showcase, two bakeries (one moved),
// a dry cleaner issuing strict reporting forms, a car wash, a supermarket whose first till had its
// fiscal drive replaced, a corner shop registered mid-history and a wholesale warehouse that also
// buys from the public. Each carries the permission-window shapes its integrators get.
//
// The rows are data (registers-demo.json): what REGISTER_DEFAULTS says is left out, serial families
// and UTC offsets are named as in profiles.ts. The showcase's drive is the demo's one drive near its
// end (`memoryNearlyFull`, `agedDrive`), in a window the owner can browse.

export const DEMO_REGISTERS: RegisterSpec[] = rows.map((row) => ({
  ...REGISTER_DEFAULTS,
  ...row,
  ...demoRegisterNamesSchema.parse(row),
}));
