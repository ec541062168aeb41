// The single source of the wire format (docs/operator-api.md, docs/documents.md), for the built-in
// service and the dashboard alike. Split by job into lib/ofd/schemas/*; identifiers live in ids.ts
// and the dates' schemas in date-schemas.ts.
export { queryDateSchema } from './schemas/query';
export { isPlainObject } from './schemas/fields';
export {
  organizationFields,
  organizationSchema,
  organizationListSchema,
  fiscalDriveEntrySchema,
  cashboxSchema,
  cashboxListSchema,
  type Organization,
  type RegisterRecord,
} from './schemas/organization';
export { operatorErrorSchema } from './schemas/operator-error';
export type { Item } from './schemas/item';
export {
  VAT_RATES,
  VAT_FIELDS,
  VAT_FIELD_RATES,
  type VatRate,
  type VatField,
  type VatAmounts,
} from './schemas/vat';
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
