// The single source of the wire format, for the built-in service and the dashboard client alike
// (design.md). Isomorphic: no server-only imports. Split by job into lib/ofd/schemas/*; the
// identifiers and dates live in ids.ts and dates.ts and are re-exported here.
export {
  innSchema,
  rnmSchema,
  fiscalDriveNumberSchema,
  guidSchema,
  kppSchema,
  ogrnSchema,
  fdNumberSchema,
  trimmed,
  isValidInn,
} from './ids';
export { localDateTimeSchema, calendarDateSchema } from './date-schemas';
export { parseQueryDate } from './dates';
export { queryDateSchema } from './schemas/query';
export { DOCUMENT_TYPES, CHECK_TYPES, FORM_CODES, type DocumentType } from './document-types';
export { isPlainObject, type RawFields } from './schemas/fields';
export {
  organizationSchema,
  organizationListSchema,
  addressEntrySchema,
  fiscalDriveEntrySchema,
  cashboxSchema,
  cashboxListSchema,
  type Organization,
  type AddressEntry,
  type FiscalDriveEntry,
  type Cashbox,
} from './schemas/organization';
export { operatorErrorSchema, type OperatorError } from './schemas/operator-error';
export { itemSchema, type Item } from './schemas/item';
export {
  VAT_RATES,
  VAT_FIELDS,
  VAT_FIELD_RATES,
  vatRateSchema,
  type VatRate,
  type VatField,
  type VatAmounts,
} from './schemas/vat';
export type { CommonFields } from './schemas/common';
export {
  documentEnvelopeSchema,
  documentListSchema,
  documentBodySchemas,
  isCheckDocument,
  type FiscalDocument,
  type CheckDocument,
  type ShiftDocument,
  type CurrentStateDocument,
  type FiscalReportDocument,
  type CloseArchiveDocument,
} from './schemas/document';
export {
  statisticsByDaysSchema,
  statisticsByShiftsSchema,
  type StatisticsBlock,
  type StatisticsDay,
} from './schemas/statistics';
