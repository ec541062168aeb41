import { endOfDay, startOfDay, type CalendarDate } from './dates';
import { DriveNotInRegisterError, OutsidePermissionWindowError } from './errors';
import type { CashboxView } from './views';

// Checks a documents request against the register before asking the operator: the drive must be
// one of the register's drives, and the period must overlap the permission window. The operator
// clips an overlapping period itself (design.md); one wholly outside is refused here, clearly.
// All values are local date-times of one format, so string order is time order.

export function assertDriveInRegister(cashbox: CashboxView, drive: string): void {
  const drives = [cashbox.fiscalDrive, ...cashbox.fiscalDrives];
  if (!drives.some((entry) => entry?.fiscalDriveNumber === drive)) {
    throw new DriveNotInRegisterError();
  }
}

export function assertPeriodInWindow(
  cashbox: CashboxView,
  from: CalendarDate,
  to: CalendarDate,
): void {
  const { permissionFrom, permissionTo } = cashbox;
  if (startOfDay(from) > permissionTo || endOfDay(to) < permissionFrom) {
    throw new OutsidePermissionWindowError({ permissionFrom, permissionTo });
  }
}

/** Whether a document's local date-time may be shown at all. */
export function isInWindow(cashbox: CashboxView, dateTime: string): boolean {
  return dateTime >= cashbox.permissionFrom && dateTime <= cashbox.permissionTo;
}
