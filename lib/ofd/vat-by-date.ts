import { VAT_FIELD_RATES, type VatAmounts, type VatField, type VatRate } from './vat-rates';

/** What the checks read of a receipt: its stated VAT, its lines' rates and VAT, its date. */
type VatOfReceipt = {
  vat: VatAmounts;
  items: readonly { vatRate?: VatRate; vatSum?: number }[];
  dateTime: string;
};

// Which VAT rates were in force on a date (docs/fiscal-rules.md). Zod-free and isomorphic: the demo
// generator picks its rates with it and the receipt view warns with it.
//
// The standard rate was 18% until 2018-12-31, 20% from 2019-01-01 and 22% from 2026-01-01, each
// with its calculated rate (18/118, 20/120, 22/122). The simplified-tax rates 5% and 7% (and
// 5/105, 7/107) exist from 2025-01-01. 10%, 10/110, 0% and "no VAT" have no end.

type Period = { from?: string; until?: string };

const STANDARD_20 = { from: '2019-01-01', until: '2026-01-01' };
const PERIODS: Record<VatRate, Period> = {
  '18': { until: '2019-01-01' },
  '18/118': { until: '2019-01-01' },
  '20': STANDARD_20,
  '20/120': STANDARD_20,
  '22': { from: '2026-01-01' },
  '22/122': { from: '2026-01-01' },
  '5': { from: '2025-01-01' },
  '7': { from: '2025-01-01' },
  '5/105': { from: '2025-01-01' },
  '7/107': { from: '2025-01-01' },
  '10': {},
  '10/110': {},
  '0': {},
  none: {},
};

/** Whether a rate could be charged on a date (`YYYY-MM-DD…`; only the date part is read). */
export function isVatRateInForce(rate: VatRate, date: string): boolean {
  const day = date.slice(0, 10);
  const { from, until } = PERIODS[rate];
  return (from === undefined || day >= from) && (until === undefined || day < until);
}

/** The standard rate on a date, with its calculated rate. */
export function standardVatRate(date: string): { rate: '18' | '20' | '22'; divisor: number } {
  const day = date.slice(0, 10);
  if (day < '2019-01-01') return { rate: '18', divisor: 118 };
  if (day < '2026-01-01') return { rate: '20', divisor: 120 };
  return { rate: '22', divisor: 122 };
}

/** The rates among `rates` that were not in force on `date`, each once, in the order given. */
export function ratesNotInForce(rates: Iterable<VatRate>, date: string): VatRate[] {
  return [...new Set(rates)].filter((rate) => !isVatRateInForce(rate, date));
}

/** The rates a receipt uses (stated totals and items) that were not in force on its date. */
export function staleVatRates(document: VatOfReceipt): VatRate[] {
  const stated = (Object.keys(document.vat) as VatField[]).map((field) => VAT_FIELD_RATES[field]);
  const items = document.items.flatMap((item) => (item.vatRate ? [item.vatRate] : []));
  return ratesNotInForce([...stated, ...items], document.dateTime);
}

/** A rate whose stated VAT differs from its lines' VAT by more than a kopeck a line. */
export type VatDisagreement = { rate: VatRate; stated: number; items: number };

/**
 * Where a receipt's stated VAT and its items' VAT disagree (docs/fiscal-rules.md): each rate
 * stated on both sides is compared; registers round per line, so a kopeck a line is tolerated.
 */
export function vatDisagreements(document: Pick<VatOfReceipt, 'vat' | 'items'>): VatDisagreement[] {
  const byRate = new Map<VatRate, { sum: number; lines: number }>();
  for (const item of document.items) {
    if (!item.vatRate || item.vatSum === undefined) continue;
    const entry = byRate.get(item.vatRate) ?? { sum: 0, lines: 0 };
    byRate.set(item.vatRate, { sum: entry.sum + item.vatSum, lines: entry.lines + 1 });
  }
  return (Object.entries(document.vat) as [VatField, number][]).flatMap(([field, stated]) => {
    const rate = VAT_FIELD_RATES[field];
    const items = byRate.get(rate);
    // 0% and "no VAT" state turnover, not VAT: nothing to compare with the lines' VAT.
    if (!items || rate === '0' || rate === 'none') return [];
    return Math.abs(stated - items.sum) > items.lines ? [{ rate, stated, items: items.sum }] : [];
  });
}
