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

/** Collects the VAT amounts of a parsed body or item into one object under the spec's keys. */
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
 * Tag 1199, the item's rate code (`nds` in the tax-service family, docs/operator-api.md §7): codes
 * 1 and 3 meant 18% and 18/118 before 2019; 7–10 came with the simplified-tax rates (2025), 11–12
 * with 22% (2026). See docs/fiscal-rules.md.
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

/** `ndsType` strings of the vendor family: `nds20`, `ndsNo`, `ndsCalculated20`, … */
export function vatRateFromType(ndsType: string | undefined): VatRate | undefined {
  if (ndsType === undefined) return undefined;
  const key = ndsType.trim();
  if (key in VAT_FIELD_RATES) return VAT_FIELD_RATES[key as VatField];
  if (key in VAT_ALIASES) return VAT_FIELD_RATES[VAT_ALIASES[key as keyof typeof VAT_ALIASES]];
  return undefined;
}

export function vatRateFromCode(code: number | undefined): VatRate | undefined {
  return code === undefined ? undefined : VAT_CODES[code];
}

export function vatFieldOf(rate: VatRate): VatField {
  return VAT_FIELDS.find((field) => VAT_FIELD_RATES[field] === rate) ?? 'ndsNo';
}
