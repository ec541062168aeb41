import type { HealthDocument, HealthInput, HealthRegister } from './input';
import type { HealthRow } from './types';

// Hand-made registers and documents for the model's tests: a Samara register (UTC+4) whose
// current drive is a 15-month model, and documents written at the shop's wall clock.

export const DRIVE = '9960440300000001';
export const OLD_DRIVE = '9961440300000002';
/** 2026-03-10 12:00 in Samara. */
export const NOW = Date.parse('2026-03-10T08:00:00Z');

export function register(patch: Partial<HealthRegister> = {}): HealthRegister {
  return {
    organizationId: 'org-1',
    regNumber: '0000000001000001',
    address: '443099, г. Самара, ул. Куйбышева, д. 91',
    permissionFrom: '2025-01-01T00:00:00',
    permissionTo: '2027-01-01T23:59:59',
    fiscalDrives: [{ fiscalDriveNumber: DRIVE, earliestDocumentTimestamp: '2025-10-01T09:00:00' }],
    currentDrive: DRIVE,
    lastDocumentTimestamp: '2026-03-10T11:00:00',
    ...patch,
  };
}

/** A document received `delayMinutes` after it was made (Samara is UTC+4). */
export function doc(
  fd: number,
  dateTime: string,
  patch: Partial<HealthDocument> & { delayMinutes?: number } = {},
): HealthDocument {
  const { delayMinutes = 1, ...rest } = patch;
  const received = Date.parse(`${dateTime}Z`) - 4 * 3_600_000 + delayMinutes * 60_000;
  return {
    drive: DRIVE,
    fd,
    type: 'receipt',
    dateTime,
    shiftNumber: 7,
    ...rest,
    receivedUtc: rest.receivedUtc ?? new Date(received).toISOString().slice(0, 19) + 'Z',
  };
}

/** A closed shift 7 on 2026-03-10, FD 100–105, everything sent within a minute. */
export function dayOfDocuments(): HealthDocument[] {
  return [
    doc(100, '2026-03-10T08:00:00', { type: 'openShift' }),
    doc(101, '2026-03-10T09:00:00'),
    doc(102, '2026-03-10T09:30:00'),
    doc(103, '2026-03-10T10:00:00'),
    doc(104, '2026-03-10T10:30:00'),
    doc(105, '2026-03-10T11:00:00', { type: 'closeShift', flags: [], notTransmitted: 0 }),
  ];
}

export function input(patch: Partial<HealthInput> = {}): HealthInput {
  return {
    now: NOW,
    register: register(),
    documents: dayOfDocuments(),
    scannedFrom: '2026-03-04T00:00:00',
    settings: { silentHours: 24 },
    ...patch,
  };
}

/** A board row as the board and the API carry it, with plain names; a test sets what it reads. */
export function boardRow(patch: Partial<HealthRow> = {}): HealthRow {
  return {
    organizationId: 'org-1',
    rnm: '0000000001000001',
    status: 'ok',
    reasons: [],
    organizationName: 'Shop',
    name: 'Till 1',
    salesPointName: 'Main street',
    address: 'Moscow',
    utcOffset: 3,
    offsetAssumed: false,
    ...patch,
  };
}
