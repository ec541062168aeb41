// Amounts as people type them into the receipt search (docs/receipt-search.md): `1670`, `1 670`,
// `1670,5`, `1 670,50 ₽`, `1,670.50`, `RUB 1,670.50`. Money has at most two decimals, so a
// separator followed by one or two digits is the decimal one and a separator followed by three is
// a thousands one; with both kinds present the last is the decimal one. Isomorphic and zod-free:
// the search form reads the same text the server does. Not the documents page's quick filter
// (`amountKopecks`, lib/documents/server/filters.ts): its box also takes FD numbers and item names, so
// it reads only a plain decimal (`1 200,5`, `420 ₽`), and `1,670` there is no amount.

const SPACES = /[\s\u00a0\u202f]+/g;
// Currency words and signs around the number, and the "about" people sometimes type first.
const AROUND = /^(?:~|≈|rub\.?|руб\.?|р\.?|₽)+|(?:rub\.?|руб(?:лей|ля|ль)?\.?|р\.?|₽)+$/giu;
const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

/** The amount in kopecks, written any way people write money, or undefined when it is none. */
export function parseWrittenAmount(text: string): number | undefined {
  const compact = text.replace(SPACES, '').replace(AROUND, '');
  if (!/^\d[\d.,]*$/.test(compact)) return undefined;
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','));
  let whole = compact;
  let fraction = '';
  if (last >= 0) {
    const after = compact.length - last - 1;
    if (after === 1 || after === 2 || after === 0) {
      whole = compact.slice(0, last);
      fraction = compact.slice(last + 1);
      // The decimal separator is the only one of its kind.
      if (whole.includes(compact[last]!)) return undefined;
    } else if (after !== 3) return undefined;
  }
  if (/[.,]/.test(whole)) {
    if (!GROUPED.test(whole)) return undefined;
    // Groups are all written with one separator.
    if (whole.includes('.') && whole.includes(',')) return undefined;
    whole = whole.replace(/[.,]/g, '');
  }
  const kopecks = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(kopecks) ? kopecks : undefined;
}

/** The tolerance when none is given: 1% of the amount or 10 ₽, whichever is larger. */
export function defaultTolerance(kopecks: number): number {
  return Math.max(Math.round(kopecks / 100), 1_000);
}

/**
 * A tolerance typed by a person: an amount (`50`, `0,5 ₽`) or a share of the amount (`2%`, `0,5 %`);
 * undefined when the text is neither.
 */
export function parseTolerance(text: string, amount: number): number | undefined {
  const percent = /^([\d.,\s]+)%$/u.exec(text.trim());
  if (!percent) return parseWrittenAmount(text);
  const share = Number(percent[1]!.replace(SPACES, '').replace(',', '.'));
  return Number.isFinite(share) && share <= 100 ? Math.round((amount * share) / 100) : undefined;
}

/** True when `total` is within `tolerance` of `amount`, both ends included. */
export function amountMatches(total: number, amount: number, tolerance: number): boolean {
  return Math.abs(total - amount) <= tolerance;
}
