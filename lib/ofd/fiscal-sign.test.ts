import { describe, expect, it } from 'vitest';
import { formatFiscalSign, printedFiscalSign } from './fiscal-sign';

// Known pairs: the 6-byte value as an operator's JSON sends it, and the 10 digits printed on the
// receipt. The first two bytes (0x3104 in the drives' own output) never reach the paper.
const PAIRS: [sixBytes: string, printed: number][] = [
  ['310445a5309b', 1168453787],
  ['3104d39b6ba6', 3550178214],
  ['0000ffffffff', 4294967295],
  ['ffffffffffff', 4294967295],
  ['000100000000', 0],
];

describe('printed fiscal sign', () => {
  it.each(PAIRS)('6 bytes %s print as %i', (hex, printed) => {
    const value = Number.parseInt(hex, 16);
    expect(printedFiscalSign(value)).toBe(printed);
    // The same as reading the last four bytes big-endian, which is how drives hand it over.
    expect(Buffer.from(hex, 'hex').readUInt32BE(2)).toBe(printed);
  });

  it('leaves a 32-bit sign alone and never prints more than ten digits', () => {
    expect(printedFiscalSign(1168453787)).toBe(1168453787);
    expect(formatFiscalSign(2 ** 48 - 1)).toBe('4294967295');
    expect(formatFiscalSign(998877)).toBe('0000998877');
    expect(formatFiscalSign(53896660675068)).toHaveLength(10);
  });
});
