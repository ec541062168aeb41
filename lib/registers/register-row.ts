import type { CalendarDate } from '@/lib/dates/calendar';
import type { HealthStatus } from '@/lib/health/types';
import { permissionState, type PermissionStatus } from './permission-status';
import type { RegisterView, RegisterBasics } from '@/lib/ofd/views';
import { driveTimeline } from './timelines';

// One line of the registers table: flat values, so that sorting, faceted filters and the global
// search work on plain fields. Derived from the dashboard's register view and the day it is shown.

export type RegisterLike = RegisterBasics &
  Pick<RegisterView, 'permissionFrom' | 'permissionTo' | 'lastDocumentTimestamp'>;

export type RegisterRow = {
  regNumber: string;
  serialNumber: string;
  name: string;
  modelName: string;
  salesPointName: string;
  address: string;
  /** '' when the operator names no drive. */
  drive: string;
  driveSince: string | null;
  driveCount: number;
  permissionFrom: string;
  permissionTo: string;
  status: PermissionStatus;
  statusDays: number;
  lastDocumentTimestamp: string | null;
  /** The register's health (lib/health), once known. */
  health?: HealthStatus;
};

export function toRegisterRow(register: RegisterLike, today: CalendarDate): RegisterRow {
  const drives = driveTimeline(register);
  const current = drives.find((d) => d.current);
  const { status, days } = permissionState(register, today);
  return {
    regNumber: register.regNumber,
    serialNumber: register.serialNumber,
    name: register.name,
    modelName: register.modelName,
    salesPointName: register.salesPointName,
    address: register.address,
    drive: current?.fiscalDriveNumber ?? '',
    driveSince: current?.earliestDocumentTimestamp ?? null,
    driveCount: drives.length,
    permissionFrom: register.permissionFrom,
    permissionTo: register.permissionTo,
    status,
    statusDays: days,
    lastDocumentTimestamp: register.lastDocumentTimestamp,
  };
}
