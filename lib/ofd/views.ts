import type { DocumentType } from './document-types';
import type { Cashbox, FiscalDocument, Organization } from './schemas';

// What the dashboard API returns and the pages render: normalized, trimmed, plain JSON. The
// operator's records are reshaped here, at the boundary, and never passed through as they came.
// Isomorphic (types and pure functions only).

export type OrganizationView = {
  id: string;
  inn: string;
  kpp: string;
  ogrn: string;
  shortName: string;
  fullName: string;
};

export type FiscalDriveView = {
  fiscalDriveNumber: string;
  earliestDocumentTimestamp: string | null;
};

export type CashboxView = {
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

/** One line of the documents table. Money in kopecks; `dateTime` is the shop's wall clock. */
export type DocumentRow = {
  id: string;
  type: DocumentType;
  fd: number;
  dateTime: string;
  shift: number | null;
  /** 1 sale, 2 sale return, 3 purchase, 4 purchase return; null for reports. */
  operationType: 1 | 2 | 3 | 4 | null;
  total: number | null;
  cash: number | null;
  cashless: number | null;
  cashier: string | null;
};

export type DocumentListView = {
  /** The period asked for (calendar dates) and the register's window it was checked against. */
  period: { from: string; to: string };
  window: { permissionFrom: string; permissionTo: string };
  documents: DocumentRow[];
  /** Documents the operator sent that could not be read; shown as a warning, never dropped silently. */
  unreadable: number;
};

export function toOrganizationView(o: Organization): OrganizationView {
  return {
    id: o.id,
    inn: o.inn,
    kpp: o.kpp,
    ogrn: o.ogrn,
    shortName: o.shortName,
    fullName: o.fullName,
  };
}

function toDriveView(drive: Cashbox['fiscalDrives'][number]): FiscalDriveView {
  return {
    fiscalDriveNumber: drive.fiscalDriveNumber,
    earliestDocumentTimestamp: drive.earliestDocumentTimestamp ?? null,
  };
}

export function toCashboxView(c: Cashbox): CashboxView {
  return {
    regNumber: c.regNumber,
    serialNumber: c.serialNumber,
    name: c.name,
    modelName: c.modelName,
    kpp: c.kpp,
    salesPointName: c.salesPointName,
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

export function toDocumentRow(d: FiscalDocument): DocumentRow {
  const check = 'totalSum' in d ? d : undefined;
  return {
    id: d.id,
    type: d.type,
    fd: d.fiscalDocumentNumber,
    dateTime: d.dateTime,
    shift: d.shiftNumber ?? null,
    operationType: check?.operationType ?? null,
    total: check?.totalSum ?? null,
    cash: check?.cashTotalSum ?? null,
    cashless: check?.ecashTotalSum ?? null,
    cashier: d.operator ?? null,
  };
}
