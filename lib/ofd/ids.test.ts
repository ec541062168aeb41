import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeInn, fiscalDriveNumberSchema, innSchema, isValidInn, rnmSchema } from './ids';

describe('INN check digits', () => {
  it('accepts known valid INNs and rejects altered ones', () => {
    expect(isValidInn('7707083893')).toBe(true); // Sberbank
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('77070838')).toBe(false);
  });

  it('completeInn always produces an INN that passes the check', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$|^\d{10}$/), (body) => isValidInn(completeInn(body))),
    );
  });

  it('trims padding before checking', () => {
    expect(innSchema.parse('7707083893  ')).toBe('7707083893');
  });
});

describe('register and drive numbers', () => {
  it('trims padded RNM and drive numbers', () => {
    expect(rnmSchema.parse('0000000003065868    ')).toBe('0000000003065868');
    expect(fiscalDriveNumberSchema.parse('99990788607     ')).toBe('99990788607');
  });
  it('rejects non-digits and wrong lengths', () => {
    expect(rnmSchema.safeParse('000000000306586').success).toBe(false);
    expect(rnmSchema.safeParse('00000000030658a8').success).toBe(false);
    expect(fiscalDriveNumberSchema.safeParse('12345678901234567').success).toBe(false);
  });
});
