import { organizationFields } from '@/lib/ofd/schemas';
import type {
  StoredRegister,
  StoredFiscalDrive,
  StoredOrganization,
  StoredDocument,
} from './store/types';

// Wire shapes of the service (docs/operator-api.md §1). Register records carry the unpadded
// `regNumber` and say `fiscalDriverNumber` (sic) in drive entries, as the real operator does.

export const organizationRecord: (o: StoredOrganization) => StoredOrganization = organizationFields;

function driveEntry(d: StoredFiscalDrive) {
  return {
    fiscalDriverNumber: d.fiscalDriveNumber,
    earliestDocumentTimestamp: d.earliestDocumentTimestamp,
  };
}

export function cashboxRecord(c: StoredRegister) {
  const currentDrive = c.fiscalDrives.at(-1);
  const last = c.fiscalDrives
    .map((d) => d.lastDocumentTimestamp)
    .reduce<string | null>((max, t) => (t !== null && (max === null || t > max) ? t : max), null);
  return {
    regNumber: c.regNumber,
    serialNumber: c.serialNumber,
    address: c.addresses.at(-1)?.address ?? '',
    addresses: c.addresses.map((a) => ({ address: a.address, startDate: a.startDate })),
    name: c.name,
    modelName: c.modelName,
    kpp: c.kpp,
    fiscalDrive: currentDrive ? driveEntry(currentDrive) : null,
    fiscalDrives: c.fiscalDrives.map(driveEntry),
    salesPointName: c.salesPointName,
    permissionFrom: c.permissionFrom,
    permissionTo: c.permissionTo,
    // From the operator's newer API: the times of the register's latest stored document and
    // latest receipt, local wall clock like the documents' own dateTime.
    lastDocumentTimestamp: last,
    lastCashReceiptTimestamp: c.lastCashReceiptTimestamp,
  };
}

/** A stored body as text, whether the store gave the text or its UTF-8 bytes. */
export function bodyText(body: StoredDocument['body']): string {
  if (typeof body === 'string') return body;
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}

/** `{"<type>": <body>}` from the stored text: the body is emitted byte for byte as stored. */
export function envelopeText(doc: StoredDocument): string {
  return `{${JSON.stringify(doc.type)}:${bodyText(doc.body)}}`;
}

/** `{"<type>":`, the envelope's opening before the body. */
export function envelopeHead(doc: StoredDocument): string {
  return `{${JSON.stringify(doc.type)}:`;
}
