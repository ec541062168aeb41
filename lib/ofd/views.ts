import { organizationFields, type RegisterRecord, type Organization } from './schemas/organization';

// What the dashboard API returns and the pages render: normalized, trimmed, plain JSON. The
// operator's records are reshaped here, at the boundary, and never passed through as they came.
// Isomorphic (types and pure functions only).

export type OrganizationView = Organization & {
  /** The title of the connection it was read through, when several are configured (docs/operators.md). */
  operator?: string;
  /**
   * On the rows of a connection that could not list its organizations just now: what went wrong
   * (an OfdErrorKind). Its rows are the last ones it listed, or one row that names only it.
   */
  unavailable?: string;
};

export type FiscalDriveView = {
  fiscalDriveNumber: string;
  earliestDocumentTimestamp: string | null;
};

export type RegisterView = {
  regNumber: string;
  serialNumber: string;
  name: string;
  modelName: string;
  kpp: string;
  salesPointName: string;
  address: string;
  /** Oldest first, as the operator lists them; the current address is among them. */
  addresses: { address: string; startDate: string }[];
  fiscalDrive: FiscalDriveView | null;
  fiscalDrives: FiscalDriveView[];
  /** Local date-times `YYYY-MM-DDThh:mm:ss`: the integrator may read documents in between. */
  permissionFrom: string;
  permissionTo: string;
  lastDocumentTimestamp: string | null;
  lastCashReceiptTimestamp: string | null;
};

/** What names a register and its drives: the part of a RegisterView that rows and the lookup read. */
export type RegisterBasics = Pick<
  RegisterView,
  | 'regNumber'
  | 'serialNumber'
  | 'name'
  | 'modelName'
  | 'salesPointName'
  | 'address'
  | 'fiscalDrive'
  | 'fiscalDrives'
>;

export const toOrganizationView: (o: Organization) => OrganizationView = organizationFields;

function toDriveView(drive: RegisterRecord['fiscalDrives'][number]): FiscalDriveView {
  return {
    fiscalDriveNumber: drive.fiscalDriveNumber,
    earliestDocumentTimestamp: drive.earliestDocumentTimestamp ?? null,
  };
}

/** What names a listed register, as the operator writes it: read by the views and the mirror. */
export type RegisterIdentity = Pick<
  RegisterRecord,
  'regNumber' | 'serialNumber' | 'name' | 'modelName' | 'kpp' | 'salesPointName'
>;

export function registerIdentity(c: RegisterRecord): RegisterIdentity {
  return {
    regNumber: c.regNumber,
    serialNumber: c.serialNumber,
    name: c.name,
    modelName: c.modelName,
    kpp: c.kpp,
    salesPointName: c.salesPointName,
  };
}

export function toRegisterView(c: RegisterRecord): RegisterView {
  return {
    ...registerIdentity(c),
    address: c.address,
    addresses: c.addresses.map(({ address, startDate }) => ({ address, startDate })),
    fiscalDrive: c.fiscalDrive ? toDriveView(c.fiscalDrive) : null,
    fiscalDrives: c.fiscalDrives.map(toDriveView),
    permissionFrom: c.permissionFrom,
    permissionTo: c.permissionTo,
    lastDocumentTimestamp: c.lastDocumentTimestamp ?? null,
    lastCashReceiptTimestamp: c.lastCashReceiptTimestamp ?? null,
  };
}
