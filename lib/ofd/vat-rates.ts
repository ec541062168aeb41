// VAT rates and the fields that carry their amounts, on a receipt (totals) and on an item.
// Zod-free so that client components can name rates without pulling zod into the browser; the
// schemas in schemas/vat.ts build on these lists.

/** A VAT rate as the fiscal format names it: a percentage, a calculated rate (20/120) or none. */
export const VAT_RATES = [
  '22',
  '20',
  '18',
  '10',
  '7',
  '5',
  '0',
  'none',
  '22/122',
  '20/120',
  '18/118',
  '10/110',
  '7/107',
  '5/105',
] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The spec family's field for each rate's amount; the normalised `vat` object uses these keys. */
export const VAT_FIELD_RATES = {
  nds22: '22',
  nds20: '20',
  nds18: '18',
  nds10: '10',
  nds7: '7',
  nds5: '5',
  nds0: '0',
  ndsNo: 'none',
  ndsCalculated22: '22/122',
  ndsCalculated20: '20/120',
  ndsCalculated18: '18/118',
  ndsCalculated10: '10/110',
  ndsCalculated7: '7/107',
  ndsCalculated5: '5/105',
} as const satisfies Record<string, VatRate>;
export type VatField = keyof typeof VAT_FIELD_RATES;
export const VAT_FIELDS = Object.keys(VAT_FIELD_RATES) as VatField[];

/** The tax service's names for the calculated rates (docs/operator-api.md §3). */
export const VAT_ALIASES = { nds18118: 'ndsCalculated18', nds10110: 'ndsCalculated10' } as const;

/** VAT amounts by rate in kopecks; only the rates the document states are present. */
export type VatAmounts = Partial<Record<VatField, number>>;

/**
 * Collects VAT amounts under the spec's keys *as named*, with no date: only for figures that
 * already name their rate (the operator's statistics). A receipt's own fields are read by date
 * with readReceiptVat (vat-reading.ts), since `nds18` there means the standard rate of the day.
 */
export function collectVat(
  body: Partial<Record<VatField | keyof typeof VAT_ALIASES, number | undefined>>,
): VatAmounts {
  const vat: VatAmounts = {};
  for (const field of VAT_FIELDS) {
    const value = body[field];
    if (value !== undefined) vat[field] = value;
  }
  for (const alias of Object.keys(VAT_ALIASES) as (keyof typeof VAT_ALIASES)[]) {
    const field = VAT_ALIASES[alias];
    const value = body[alias];
    if (value !== undefined && vat[field] === undefined) vat[field] = value;
  }
  return vat;
}

/**
 * Tag 1199, the item's rate code (`nds` in the tax-service family, docs/fiscal-rules.md): 1 and 3
 * are the 20% rates, 18% and 18/118 before 2019; 7–10 came with the simplified-tax rates (2025),
 * 11–12 with 22% (2026). Code 1 on a receipt of 2026 still reads 20%: the 22% rate has codes of
 * its own, and such a receipt is shown with the not-in-force warning (vat-by-date.ts).
 */
const VAT_CODES: Record<number, VatRate> = {
  1: '20',
  2: '10',
  3: '20/120',
  4: '10/110',
  5: '0',
  6: 'none',
  7: '5',
  8: '7',
  9: '5/105',
  10: '7/107',
  11: '22',
  12: '22/122',
};
const BEFORE_2019: Partial<Record<number, VatRate>> = { 1: '18', 3: '18/118' };

/** The rate of a tag-1199 code on a date (`YYYY-MM-DD…`); without a date, as of 2019–2025. */
export function vatRateFromCode(code: number | undefined, date?: string): VatRate | undefined {
  if (code === undefined) return undefined;
  if (date !== undefined && date.slice(0, 10) < '2019-01-01' && BEFORE_2019[code]) {
    return BEFORE_2019[code];
  }
  return VAT_CODES[code];
}

export function vatFieldOf(rate: VatRate): VatField {
  return VAT_FIELDS.find((field) => VAT_FIELD_RATES[field] === rate) ?? 'ndsNo';
}
