// The check code of a register number (RNM). Isomorphic and zod-free: the lookup (server) and the
// register page (browser) both call it. The rule and its confirmation: docs/fiscal-rules.md.
//
// A 16-digit RNM is a 10-digit ordinal and a 6-digit check code: the CRC16-CCITT (polynomial
// 0x1021, initial value 0xFFFF, no reflection) of the ASCII text ordinal + owner's INN padded with
// zeros to 12 + the register's serial number padded with zeros to 20, written as 6 decimal digits.

function crc16Ccitt(text: string): number {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** The 6-digit check code of an ordinal, or null when an input cannot take part in it. */
export function rnmCheckCode(ordinal: string, inn: string, serialNumber: string): string | null {
  const [o, i, s] = [ordinal.trim(), inn.trim(), serialNumber.trim()];
  if (!/^\d{1,10}$/.test(o) || !/^\d{10}(\d{2})?$/.test(i) || !/^\d{1,20}$/.test(s)) return null;
  const text = o.padStart(10, '0') + i.padStart(12, '0') + s.padStart(20, '0');
  return String(crc16Ccitt(text)).padStart(6, '0');
}

/** The full RNM for an ordinal: the ordinal padded to 10 digits and its check code. */
export function completeRnm(ordinal: string, inn: string, serialNumber: string): string {
  const code = rnmCheckCode(ordinal, inn, serialNumber);
  if (code === null) throw new RangeError('RNM ordinal, INN or serial number is malformed');
  return ordinal.trim().padStart(10, '0') + code;
}

/**
 * `valid` or `invalid` when the RNM, the owner's INN and the serial number are all known and well
 * formed; `unknown` otherwise. A failed check is a hint (most often a typo), never a refusal.
 */
export type RnmCheck = 'valid' | 'invalid' | 'unknown';

export function checkRnm(
  rnm: string,
  inn: string | undefined,
  serialNumber: string | undefined,
): RnmCheck {
  const value = rnm.trim();
  if (!/^\d{16}$/.test(value) || inn === undefined || serialNumber === undefined) return 'unknown';
  const code = rnmCheckCode(value.slice(0, 10), inn, serialNumber);
  if (code === null) return 'unknown';
  return code === value.slice(10) ? 'valid' : 'invalid';
}
