import { readItemVat, readReceiptVat } from '@/lib/ofd/vat-reading';
import { isVatRateInForce } from '@/lib/ofd/vat-by-date';
import { VAT_FIELD_RATES, vatFieldOf, type VatAmounts, type VatRate } from '@/lib/ofd/vat-rates';

// A receipt's stated VAT against its lines, both read by the dashboard's one reading
// (lib/ofd/vat-reading.ts) on the receipt's date: whichever family a body is in, each rate's
// stated amount is its lines' VAT (0% and no VAT: their sums), and every rate was in force.

type Body = Record<string, unknown>;
type Item = Record<string, unknown>;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Per rate field, what the lines add up to: VAT, or the sum sold at 0% / without VAT. */
function linesVat(items: Item[], date: string): VatAmounts {
  const vat: VatAmounts = {};
  for (const item of items) {
    const { vatRate, vatSum } = readItemVat(item, date);
    if (!vatRate) continue;
    const field = vatFieldOf(vatRate);
    const amount = vatRate === '0' || vatRate === 'none' ? item.sum : vatSum;
    vat[field] = (vat[field] ?? 0) + (isCount(amount) ? amount : 0);
  }
  return vat;
}

export function receiptVatProblems(body: Body): string[] {
  const date = String(body.dateTime);
  const { vat, unrecognised } = readReceiptVat(body, date);
  const problems = unrecognised.map((u) => `VAT field ${u.field} unreadable`);
  const items = body.items as Item[] | undefined;
  const total = body.totalSum as number;
  if (items === undefined) {
    const fields = Object.entries(vat) as [keyof VatAmounts, number][];
    const amounts = fields.filter(([f]) => !['nds0', 'ndsNo'].includes(f));
    if (
      amounts.reduce((s, [, v]) => s + v, 0) > total ||
      (vat.nds0 ?? 0) + (vat.ndsNo ?? 0) > total
    ) {
      problems.push('VAT above total');
    }
    return problems;
  }
  const expected = linesVat(items, date);
  const fields = new Set([...Object.keys(vat), ...Object.keys(expected)] as (keyof VatAmounts)[]);
  for (const field of fields) {
    if (vat[field] !== expected[field]) {
      problems.push(
        `VAT ${VAT_FIELD_RATES[field]} ${vat[field] ?? '—'} ≠ lines ${expected[field] ?? '—'}`,
      );
    }
  }
  return problems;
}

/** Rates a receipt states (totals and lines, as read) that were not in force on its date. */
export function vatDateProblems(body: Body): string[] {
  const date = String(body.dateTime);
  const rates = new Set<VatRate>();
  for (const field of Object.keys(readReceiptVat(body, date).vat) as (keyof VatAmounts)[]) {
    rates.add(VAT_FIELD_RATES[field]);
  }
  for (const item of (body.items ?? []) as Item[]) {
    const rate = readItemVat(item, date).vatRate;
    if (rate) rates.add(rate);
  }
  return [...rates]
    .filter((rate) => !isVatRateInForce(rate, date))
    .map((rate) => `VAT ${rate} not in force on ${date.slice(0, 10)}`);
}
