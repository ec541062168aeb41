import { standardVatRate } from './vat-by-date';
import {
  VAT_ALIASES,
  VAT_FIELD_RATES,
  vatFieldOf,
  vatRateFromCode,
  type VatAmounts,
  type VatField,
  type VatRate,
} from './vat-rates';

// The one reading of a receipt's VAT (docs/fiscal-rules.md), shared by the detail's schema, the
// documents cache's fast reader and the built-in service's figures, so that every view, sum and
// export names the same rate for the same amount. Zod-free: bodies come in as loose objects.
//
// What real receipts send, and how it is read:
// - `nds18` (tag 1102) is "VAT at the standard rate": 18% before 2019, 20% in 2019–2025, 22% from
//   2026. Real receipts of every year carry it; none carries `nds20`. It is read by the receipt's
//   date, and so are `nds18118` (tag 1106) and the vendor's `ndsCalculated18`.
// - FFD 1.2 receipts of 2026 list VAT per rate: `amountsReceiptNds.amountsNds[{nds, ndsSum}]`, the
//   rate as its tag-1199 code. A rate the list states wins over a field stating the same rate.
// - Every other field (`nds20`, `nds22`, `nds10`, `nds0`, `ndsNo`, the vendor's calculated rates)
//   means the rate it names. `nds0` and `ndsNo` are turnover at 0% and without VAT, not VAT.

type Loose = Record<string, unknown>;

/** A VAT value the reading could not place: shown raw, "не распознано", never summed. */
export type UnrecognisedVat = { field: string; value: unknown };

const isMoney = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** Fields whose rate is the standard one in force on the receipt's date. */
const STANDARD: Record<string, 'rate' | 'calculated'> = {
  nds18: 'rate',
  ndsCalculated18: 'calculated',
  nds18118: 'calculated',
};

/** The spec field a body's VAT field stands for on `date`, or undefined when it is no VAT field. */
export function vatFieldOn(name: string, date: string): VatField | undefined {
  const standard = STANDARD[name];
  if (standard) {
    const { rate, divisor } = standardVatRate(date);
    return vatFieldOf(standard === 'rate' ? rate : (`${rate}/${divisor}` as VatRate));
  }
  if (name in VAT_ALIASES) return VAT_ALIASES[name as keyof typeof VAT_ALIASES];
  return name in VAT_FIELD_RATES ? (name as VatField) : undefined;
}

/** The rate a tag-1199 code names on `date`; 0% and "no VAT" have no VAT amount to list. */
function listedField(code: unknown, date: string): VatField | undefined {
  const rate = typeof code === 'number' ? vatRateFromCode(code, date) : undefined;
  return rate === undefined ? undefined : vatFieldOf(rate);
}

/** `amountsReceiptNds.amountsNds` (FFD 1.2): VAT per rate code. */
function readListed(list: unknown, date: string, unrecognised: UnrecognisedVat[]): VatAmounts {
  const vat: VatAmounts = {};
  const entries = (list as { amountsNds?: unknown } | null)?.amountsNds;
  if (list === undefined || list === null) return vat;
  if (!Array.isArray(entries)) {
    unrecognised.push({ field: 'amountsReceiptNds', value: list });
    return vat;
  }
  entries.forEach((entry: unknown, index) => {
    const { nds, ndsSum } = (entry ?? {}) as Loose;
    const field = listedField(nds, date);
    if (!field || !isMoney(ndsSum)) {
      unrecognised.push({ field: `amountsReceiptNds[${index}]`, value: entry });
      return;
    }
    // 0% and "no VAT" fields hold turnover; a list entry for them states a VAT of zero.
    if (field === 'nds0' || field === 'ndsNo') return;
    vat[field] = (vat[field] ?? 0) + ndsSum;
  });
  return vat;
}

type Standard = { rate: VatRate; calculated: VatRate };
const S18: Standard = { rate: '18', calculated: '18/118' };
const S20: Standard = { rate: '20', calculated: '20/120' };
const S22: Standard = { rate: '22', calculated: '22/122' };
/** Each standard rate and its calculated one: what a line's rate says the standard rate was. */
const STANDARD_OF: Partial<Record<VatRate, Standard>> = {
  '18': S18,
  '18/118': S18,
  '20': S20,
  '20/120': S20,
  '22': S22,
  '22/122': S22,
};

/**
 * The standard rate a receipt's lines name by their tag-1199 codes, when they all name the same
 * one: the codes tell 20% (1, 3) from 22% (11, 12), where the receipt's own `nds18` and `nds18118`
 * do not. A real return of 2026 for a delivery sold in 2025 codes its line 3 (20/120) and states
 * `nds18118` at 20/120: read by the date alone, that VAT was shown at 22/122 in a row of its own,
 * apart from the line's 20/120 base.
 */
function linesStandardRate(body: Loose, date: string) {
  const found = new Set<Standard>();
  for (const item of Array.isArray(body.items) ? (body.items as unknown[]) : []) {
    const code = (item as Loose | null)?.nds;
    const rate = typeof code === 'number' ? vatRateFromCode(code, date) : undefined;
    const standard = rate && STANDARD_OF[rate];
    if (standard) found.add(standard);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** A receipt's VAT by rate, read from whichever fields it states, on its date. */
export function readReceiptVat(
  body: Loose,
  date: string,
): { vat: VatAmounts; unrecognised: UnrecognisedVat[] } {
  const unrecognised: UnrecognisedVat[] = [];
  const vat = readListed(body.amountsReceiptNds, date, unrecognised);
  const listed = new Set(Object.keys(vat));
  // Fields naming a rate outright come before the date-read ones, so that a body stating both
  // `nds20` and `nds18` for one rate counts it once.
  const names = Object.keys(body).filter((name) => name.startsWith('nds'));
  names.sort((a, b) => Number(a in STANDARD) - Number(b in STANDARD));
  const lines = names.some((name) => name in STANDARD) ? linesStandardRate(body, date) : undefined;
  const seen = new Set<VatField>();
  for (const name of names) {
    const standard = STANDARD[name];
    const field =
      standard && lines
        ? vatFieldOf(standard === 'rate' ? lines.rate : lines.calculated)
        : vatFieldOn(name, date);
    if (!field || listed.has(field) || seen.has(field)) continue;
    const value = body[name];
    if (value === undefined || value === null) continue;
    if (!isMoney(value)) {
      unrecognised.push({ field: name, value });
      continue;
    }
    seen.add(field);
    vat[field] = value;
  }
  return { vat, unrecognised };
}

/** An item's rate and VAT amount on the receipt's date: `ndsType`, else the `nds` code, else the first amount field. */
export function readItemVat(
  item: Loose,
  date: string,
): { vatRate?: VatRate; vatSum?: number; unrecognised?: UnrecognisedVat } {
  const type = typeof item.ndsType === 'string' ? item.ndsType.trim() : undefined;
  const typed = type === undefined ? undefined : vatFieldOn(type, date);
  const code = typeof item.nds === 'number' ? item.nds : undefined;
  const coded = vatRateFromCode(code, date);
  let stated: VatField | undefined;
  for (const name of Object.keys(item)) {
    const field = vatFieldOn(name, date);
    if (field && isMoney(item[name])) {
      stated = field;
      break;
    }
  }
  const vatRate =
    (typed ? VAT_FIELD_RATES[typed] : undefined) ??
    coded ??
    (stated ? VAT_FIELD_RATES[stated] : undefined);
  const amount = isMoney(item.ndsSum) ? item.ndsSum : undefined;
  const fieldAmount = vatRate ? amountAt(item, vatFieldOf(vatRate), date) : undefined;
  const unrecognised =
    (code !== undefined && coded === undefined) || (type !== undefined && !vatRate)
      ? { field: code !== undefined ? 'nds' : 'ndsType', value: code ?? type }
      : undefined;
  // A line at 0% or without VAT carries no VAT. Its `nds0` or `ndsNo` states the line's turnover,
  // as the receipt's own fields of those names do (registers of 2017–2018 put the line's sum there).
  if (vatRate === '0' || vatRate === 'none') return { vatRate, vatSum: 0, unrecognised };
  return { vatRate, vatSum: amount ?? fieldAmount, unrecognised };
}

/** The amount an item states for `field`, under whichever name means that rate on `date`. */
function amountAt(item: Loose, field: VatField, date: string): number | undefined {
  for (const name of Object.keys(item)) {
    const value = item[name];
    if (isMoney(value) && vatFieldOn(name, date) === field) return value;
  }
  return undefined;
}
