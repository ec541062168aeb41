import 'server-only';
import type { OfdRuItem, OfdRuReceipt } from './ofdru.schema';

// An OFD.ru receipt (its own field names, docs/operators-ofdru.md) as one document of our wire:
// the envelope `{ receipt: { … } }` with the tax-service family's names, the same view the Taxcom
// adapter gives.
//
// The receipt's VAT totals are summed from its lines, by each line's rate code (tag 1199), and
// OFD.ru's total fields are not read: their names are the 2018 ones (`Nds18_TotalSumm` holds the
// 20% amount) and the reference predates the 22% rate, so which field holds a 2026 receipt's 22%
// is not published. A line's code says its rate whatever the year.

const OPERATIONS: Record<string, number> = {
  income: 1,
  refundincome: 2,
  expense: 3,
  refundexpense: 4,
};

/** Tag 1199 code → the receipt field of that rate's amount (vat-rates.ts). */
const TOTAL_FIELDS: Record<number, string> = {
  1: 'nds20',
  2: 'nds10',
  3: 'ndsCalculated20',
  4: 'ndsCalculated10',
  5: 'nds0',
  6: 'ndsNo',
  7: 'nds5',
  8: 'nds7',
  9: 'ndsCalculated5',
  10: 'ndsCalculated7',
  11: 'nds22',
  12: 'ndsCalculated22',
};
/** 0% and "no VAT": the receipt states the turnover at that rate, not a tax. */
const TURNOVER_CODES = [5, 6];
const NO_VAT = 6;

const defined = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, value]) => value !== undefined && value !== null));

function itemOf(item: OfdRuItem) {
  const rate = item.NDS_Rate ?? undefined;
  return defined([
    ['name', item.Name],
    ['price', item.Price],
    ['quantity', item.Quantity],
    ['sum', item.Total ?? 0],
    ['nds', rate],
    // For a line without VAT OFD.ru puts the line's amount in NDS_Summ: it is no tax.
    ['ndsSum', rate === NO_VAT ? undefined : item.NDS_Summ],
    ['paymentType', item.CalculationMethod],
    ['productType', item.SubjectType],
    ['itemsQuantityMeasure', item.ProductUnitOfMeasure],
  ]);
}

function vatTotals(items: OfdRuItem[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const item of items) {
    const code = item.NDS_Rate ?? undefined;
    const field = code === undefined ? undefined : TOTAL_FIELDS[code];
    if (!field || code === undefined) continue;
    const amount = TURNOVER_CODES.includes(code) ? item.Total : item.NDS_Summ;
    totals[field] = (totals[field] ?? 0) + (amount ?? 0);
  }
  return totals;
}

/** The FD number: `DocNumber` in the clients' code, `Document_Number` in the reference. */
export const numberOf = (receipt: OfdRuReceipt) => receipt.DocNumber ?? receipt.Document_Number;

/** The receipt's drive as it names it; the register's current one when it names none. */
export const driveOf = (receipt: OfdRuReceipt, current: string) => receipt.FnNumber || current;

/** The local date-time the receipt states, seconds kept, any fraction or zone dropped. */
export const wallClockOf = (receipt: OfdRuReceipt) => receipt.DocDateTime.slice(0, 19);

/** Our envelope of one receipt, or null for an operation our wire has no name for. */
export function toEnvelope(
  receipt: OfdRuReceipt,
  register: { inn: string; rnm: string; drive: string },
): Record<string, Record<string, unknown>> | null {
  const operationType = OPERATIONS[receipt.OperationType.toLowerCase()];
  const fd = numberOf(receipt);
  if (operationType === undefined || fd === undefined) return null;
  const sign = /^\d{1,15}$/.test(receipt.DecimalFiscalSign)
    ? Number(receipt.DecimalFiscalSign)
    : undefined;
  const body = defined([
    ['userInn', register.inn],
    ['kktRegId', register.rnm],
    ['fiscalDriveNumber', driveOf(receipt, register.drive)],
    ['fiscalDocumentNumber', fd],
    ['shiftNumber', receipt.DocShiftNumber],
    ['requestNumber', receipt.ReceiptNumber ?? receipt.Number],
    ['dateTime', wallClockOf(receipt)],
    ['receiptCode', 3],
    ['operationType', operationType],
    ['totalSum', receipt.TotalSumm],
    ['cashTotalSum', receipt.CashSumm ?? 0],
    ['ecashTotalSum', receipt.ECashSumm ?? 0],
    ['prepaidSum', receipt.PrepaidSumm ?? 0],
    ['creditSum', receipt.CreditSumm ?? 0],
    ['fiscalSign', sign],
  ]);
  return {
    receipt: { ...body, ...vatTotals(receipt.Items), items: receipt.Items.map(itemOf) },
  };
}
