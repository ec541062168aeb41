import { NDS_PERCENT, type NdsType } from './vat-regime';

// How a register states VAT on the wire (docs/built-in-service.md, "Demo world"). Two families of
// real bodies exist (docs/operator-api.md §3, reference facts of real receipts):
// - `taxService`: what registers send to the tax service in FFD 1.2 and what real receipts carry.
//   The standard rate's VAT is `nds18` (tag 1102) in 2019–2025 — it means 20% then — and from 2026
//   a list `amountsReceiptNds.amountsNds[{nds, ndsSum}]` by tag-1199 code (11 = 22%); 10% stays in
//   `nds10`; 5% and 7% of simplified-tax sellers are listed by code; `nds0`/`ndsNo` hold the sums
//   sold at 0% and without VAT (turnover, not VAT). Items carry the code `nds` and `ndsSum`.
// - `vendor`: a vendor's own JSON naming each rate outright (`nds22`, `nds20`, …), items with an
//   `ndsType` string and the amount under the rate's own field.
// The dashboard reads both through lib/ofd/vat-reading.ts; the world judge does too.

export type VatFamily = 'taxService' | 'vendor';

/** A line's VAT as the generator knows it: its rate and the VAT inside its sum. */
export type VatLine = { rate: NdsType; sum: number; vat?: number };

/** Tag-1199 codes of the rates the demo world charges (the standard rate by its own year). */
const CODES: Record<NdsType, number> = {
  nds18: 1,
  nds20: 1,
  nds22: 11,
  nds10: 2,
  nds0: 5,
  ndsNo: 6,
  nds5: 7,
  nds7: 8,
};

/** Rates the tax-service family states as a list entry rather than a field of their own. */
// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const LISTED = new Set<NdsType>(['nds22', 'nds5', 'nds7']);

/** An item's VAT fields in the family. */
export function itemVatFields(line: VatLine, family: VatFamily): Record<string, unknown> {
  const percent = NDS_PERCENT[line.rate] !== undefined;
  if (family === 'vendor') {
    return { ndsType: line.rate, ...(percent ? { [line.rate]: line.vat ?? 0 } : {}) };
  }
  return { nds: CODES[line.rate], ...(percent ? { ndsSum: line.vat ?? 0 } : {}) };
}

/** A receipt's VAT fields in the family, summed over its lines. */
export function receiptVatFields(lines: VatLine[], family: VatFamily): Record<string, unknown> {
  const byRate = new Map<NdsType, number>();
  for (const line of lines) {
    // 0% and "no VAT" are stated as the sums sold at them; the other rates as their VAT.
    const amount = NDS_PERCENT[line.rate] === undefined ? line.sum : (line.vat ?? 0);
    byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + amount);
  }
  const fields: Record<string, unknown> = {};
  const listed: { nds: number; ndsSum: number }[] = [];
  for (const [rate, amount] of byRate) {
    if (family === 'vendor') fields[rate] = amount;
    else if (LISTED.has(rate)) listed.push({ nds: CODES[rate], ndsSum: amount });
    // nds18 is the standard rate of the receipt's year: 18% before 2019, 20% in 2019–2025.
    else fields[rate === 'nds20' ? 'nds18' : rate] = amount;
  }
  if (listed.length > 0) fields.amountsReceiptNds = { amountsNds: listed };
  return fields;
}
