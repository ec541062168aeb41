import type { StoredRegister } from './types';

// A register as both engines read it: the cashboxes row joined with the principal's grant
// (sqlite-reads.ts, postgres-reads.ts); its addresses and drives are read by separate queries.

export type RegisterRow = {
  organization_id: string;
  reg_number: string;
  serial_number: string;
  name: string;
  model_name: string;
  kpp: string;
  sales_point_name: string;
  permission_from: string;
  permission_to: string;
  last_receipt_time: string | null;
};

export const toStoredRegister = (
  row: RegisterRow,
  addresses: StoredRegister['addresses'],
  fiscalDrives: StoredRegister['fiscalDrives'],
): StoredRegister => ({
  organizationId: row.organization_id,
  regNumber: row.reg_number,
  serialNumber: row.serial_number,
  name: row.name,
  modelName: row.model_name,
  kpp: row.kpp,
  salesPointName: row.sales_point_name,
  addresses,
  fiscalDrives,
  permissionFrom: row.permission_from,
  permissionTo: row.permission_to,
  lastCashReceiptTimestamp: row.last_receipt_time,
});
