import type { CachedCheck, CachedDocument, CachedItem } from '../contract/cached-document';

// Small builders of cached documents for unit tests.

export function receipt(
  fd: number,
  dateTime: string,
  fields: Partial<Omit<CachedCheck, 'items'>> & { items?: Partial<CachedItem>[] } = {},
): CachedCheck {
  const { items = [], ...rest } = fields;
  const total = rest.totalSum ?? 10000;
  return {
    id: `00000000-0000-4000-8000-${String(fd).padStart(12, '0')}`,
    type: 'receipt',
    fiscalDocumentNumber: fd,
    dateTime,
    shiftNumber: 1,
    operator: 'Иванова А.',
    operationType: 1,
    totalSum: total,
    cashTotalSum: rest.cashTotalSum ?? total,
    ecashTotalSum: rest.ecashTotalSum ?? 0,
    vat: {},
    ...rest,
    items: items.map((item) => ({
      name: 'Хлеб',
      price: item.sum ?? total,
      quantity: 1,
      sum: total,
      ...item,
    })),
  };
}

/** The totals of a check paid partly in cash and partly cashless (kopecks). */
export function paid(cash: number, cashless: number) {
  return { totalSum: cash + cashless, cashTotalSum: cash, ecashTotalSum: cashless };
}

export function report(
  fd: number,
  dateTime: string,
  type: Exclude<CachedDocument['type'], CachedCheck['type']>,
  shiftNumber: number | null = 1,
): CachedDocument {
  const d: CachedDocument = {
    id: `00000000-0000-4000-8000-${String(fd).padStart(12, '0')}`,
    type,
    fiscalDocumentNumber: fd,
    dateTime,
  };
  if (shiftNumber !== null) d.shiftNumber = shiftNumber;
  return d;
}
