import type { HealthInput } from './input';
import { epochToLocal, zoneOfAddress } from '@/lib/dates/regions';
import { driveExpiringReason, driveFlagReason, fdGapReasons } from './rules-drive';
import { shiftTooLongReason } from './rules-shift';
import { delayReason, silentReason, untransmittedReason } from './rules-transmission';
import { windowReasons, windowState } from './rules-window';
import { REASON_CODES, statusOf, type Reason, type RegisterHealth } from './types';

// The health of one register at one moment: every rule applied to the register's record and its
// recent documents, the reasons ordered worst first, and the status the worst of them gives.
// Pure: the same input always gives the same answer (lib/health/assess.test.ts).

export function assessRegister(input: HealthInput): RegisterHealth {
  const { register, documents, now } = input;
  const { utcOffset } = zoneOfAddress(register.address);
  const nowLocal = epochToLocal(now, utcOffset);
  const reasons: Reason[] = windowReasons(register, nowLocal);
  // Silence only means something while the integrator may see what the register sends.
  if (windowState(register.permissionFrom, register.permissionTo, nowLocal) === 'open') {
    reasons.push(...silentReason(input, utcOffset));
  }
  const drive = register.currentDrive;
  if (drive) {
    reasons.push(...untransmittedReason(documents, drive), ...driveFlagReason(documents, drive));
  }
  reasons.push(
    ...delayReason(documents, utcOffset),
    ...driveExpiringReason(input, utcOffset),
    ...shiftTooLongReason(input, utcOffset),
    ...fdGapReasons(input),
  );
  return {
    organizationId: register.organizationId,
    rnm: register.regNumber,
    status: statusOf(reasons),
    reasons: sortReasons(reasons),
  };
}

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const ORDER = new Map(REASON_CODES.map((code, i) => [code, i]));

export function sortReasons(reasons: Reason[]): Reason[] {
  return reasons.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1) ||
      ORDER.get(a.code)! - ORDER.get(b.code)!,
  );
}
