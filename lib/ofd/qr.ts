import { isLocalDateTime } from '@/lib/dates/local-date-time';
import { kopecksToDecimal } from './money';
import { printedFiscalSign } from './fiscal-sign';
import type { CheckDocument } from './schemas';

// The receipt QR code (docs/operator-api.md §5):
//   t=YYYYMMDDTHHMM[SS]&s=<rubles.kopecks>&fn=<drive>&i=<FD>&fp=<fiscal sign>&n=<operationType>
// It is what the tax service's receipt-check app reads, so the values are exactly the fiscal ones.

export type ReceiptQr = {
  /** Local wall clock `YYYY-MM-DDThh:mm:ss`; seconds are 00 when the code carries minutes only. */
  dateTime: string;
  /** Integer kopecks. */
  totalSum: number;
  fiscalDriveNumber: string;
  fiscalDocumentNumber: number;
  fiscalSign: number;
  operationType: number;
};

/** Kopecks → `1285.21`, with integer arithmetic only (no float rounding). */
export function kopecksToRubles(kopecks: number): string {
  return kopecksToDecimal(kopecks);
}

/**
 * The QR string of a receipt, or null when the document has no fiscal sign to put in it. The time
 * is written to the minute, as registers print it; `withSeconds` appends the seconds.
 */
export function buildReceiptQr(document: CheckDocument, withSeconds = false): string | null {
  if (document.fiscalSign === undefined) return null;
  const [date = '', time = ''] = document.dateTime.split('T');
  const [hh, mm, ss] = time.split(':');
  const t = `${date.replaceAll('-', '')}T${hh}${mm}${withSeconds ? ss : ''}`;
  return [
    `t=${t}`,
    `s=${kopecksToRubles(document.totalSum)}`,
    `fn=${document.fiscalDriveNumber}`,
    `i=${document.fiscalDocumentNumber}`,
    // The printed 32-bit sign, never the 6-byte value (docs/fiscal-rules.md).
    `fp=${printedFiscalSign(document.fiscalSign)}`,
    `n=${document.operationType}`,
  ].join('&');
}

const T_PATTERN = /^(\d{4})(\d{2})(\d{2})[Tt](\d{2})(\d{2})(\d{2})?$/;
const SUM_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses a scanned QR string; null when any of the six values is missing or malformed. */
export function parseReceiptQr(text: string): ReceiptQr | null {
  const params = new URLSearchParams(text.trim());
  const t = T_PATTERN.exec(params.get('t') ?? '');
  const s = SUM_PATTERN.exec(params.get('s') ?? '');
  const fn = params.get('fn') ?? '';
  const [i, fp, n] = ['i', 'fp', 'n'].map((key) => params.get(key) ?? '');
  if (!t || !s || !/^\d{1,16}$/.test(fn) || !/^\d{1,10}$/.test(i ?? '')) return null;
  if (!/^\d{1,15}$/.test(fp ?? '') || !/^[1-4]$/.test(n ?? '')) return null;
  const [, y, mo, d, hh, mi, ss = '00'] = t;
  const dateTime = `${y}-${mo}-${d}T${hh}:${mi}:${ss}`;
  if (!isLocalDateTime(dateTime)) return null;
  const [, rubles = '0', fraction = ''] = s;
  return {
    dateTime,
    totalSum: Number(rubles) * 100 + Number(fraction.padEnd(2, '0')),
    fiscalDriveNumber: fn,
    fiscalDocumentNumber: Number(i),
    // Some sources wrongly put the 6-byte value in `fp`: it is read as the printed sign it carries.
    fiscalSign: printedFiscalSign(Number(fp)),
    operationType: Number(n),
  };
}
