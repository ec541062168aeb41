// The fiscal sign a person sees: the receipt, the paper view and the QR code carry the printed
// 10-digit sign, never the stored 6-byte value. Rule and sources: docs/fiscal-rules.md.

const TWO_POW_32 = 2 ** 32;

/**
 * The printed fiscal sign of a document's `fiscalSign`. The 6-byte value (tag 1077) is a
 * big-endian number; what the register prints and puts in `fp=` is its last four bytes, read as
 * an unsigned 32-bit number. A value that already fits in 32 bits is its own printed sign.
 */
export function printedFiscalSign(fiscalSign: number): number {
  // Arithmetic, not `& 0xffffffff`: bitwise operators in JS work on 32-bit signed numbers.
  return fiscalSign % TWO_POW_32;
}

/** The printed sign as registers print it: ten digits, zero-padded. */
export function formatFiscalSign(fiscalSign: number): string {
  return String(printedFiscalSign(fiscalSign)).padStart(10, '0');
}
