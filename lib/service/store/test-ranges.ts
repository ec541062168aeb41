import { DRIVE, REG } from '../testing/fixture-world';
import type { DocumentRange } from './types';

// Ranges of the fixture world (lib/service/testing/fixture-world.ts) that the store tests read.

/** Register a1 on the drive it holds now, all of 2024 unless told otherwise. */
export const a1NewDriveRange = (
  from = '2024-01-01T00:00:00',
  to = '2024-12-31T23:59:59',
): DocumentRange => ({ regNumber: REG.a1, fiscalDriveNumber: DRIVE.a1New, from, to });
