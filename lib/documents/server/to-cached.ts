import { isCheckDocument, type FiscalDocument } from '@/lib/ofd/schemas';
import {
  reportSignals,
  type CachedDocument,
  type CachedItem,
  type CachedReport,
} from '../contract/cached-document';
import { intern } from './read-cached';

// A whole document, as the schema read it, into what the day cache keeps
// (contract/cached-document.ts). The day's fast reader (read-cached.ts) must agree with this one,
// and its property test holds the two together; both share its pool of names.

type Base = Pick<
  CachedDocument,
  'id' | 'fiscalDocumentNumber' | 'dateTime' | 'shiftNumber' | 'operator' | 'receivedUtc'
>;

export function toCachedDocument(document: FiscalDocument): CachedDocument {
  const base: Base = {
    id: document.id,
    fiscalDocumentNumber: document.fiscalDocumentNumber,
    dateTime: document.dateTime,
  };
  if (document.shiftNumber !== undefined) base.shiftNumber = document.shiftNumber;
  if (document.operator !== undefined) base.operator = intern(document.operator);
  if (document.receiveDateTimeUtc !== undefined) base.receivedUtc = document.receiveDateTimeUtc;
  if (!isCheckDocument(document)) {
    const report = { ...base, type: document.type } as CachedReport;
    if (document.type === 'closeShift' || document.type === 'currentStateReport') {
      const shift = document.type === 'closeShift' ? document : undefined;
      report.signals = reportSignals(document.type, {
        quantity: document.notTransmittedDocumentsQuantity,
        since: document.notTransmittedDocumentsDateTime,
        fd: document.notTransmittedDocumentNumber,
        replace: shift?.fiscalDriveReplaceRequiredSign ?? false,
        exhaustion: shift?.fiscalDriveExhaustionSign ?? false,
        memory: shift?.fiscalDriveMemoryExceededSign ?? false,
        ofdTimeout: shift?.ofdResponseTimeoutSign ?? false,
      });
    }
    return report;
  }
  return {
    ...base,
    type: document.type,
    operationType: document.operationType,
    totalSum: document.totalSum,
    cashTotalSum: document.cashTotalSum,
    ecashTotalSum: document.ecashTotalSum,
    vat: document.vat,
    items: document.items.map((item) => {
      const cached: CachedItem = {
        name: intern(item.name),
        price: item.price,
        quantity: item.quantity,
        sum: item.sum,
      };
      if (item.vatRate !== undefined) cached.vatRate = item.vatRate;
      if (item.paymentMethod !== undefined) cached.paymentMethod = item.paymentMethod;
      if (item.unit !== undefined) cached.unit = item.unit;
      if (item.marking !== undefined) cached.marking = item.marking;
      return cached;
    }),
  };
}
