import { describe, expect, it } from 'vitest';
import { checkRnm, completeRnm, rnmCheckCode } from './rnm-check';

// A register number printed on a real published receipt, with its owner's INN and its serial
// number from the same receipt: the rule reproduces its check code.
const REAL = { rnm: '0001563332021630', inn: '7704340310', serial: '00000000381006612955' };

describe('RNM check code', () => {
  it('reproduces the check code of a real register', () => {
    expect(rnmCheckCode('0001563332', REAL.inn, REAL.serial)).toBe('021630');
    expect(checkRnm(REAL.rnm, REAL.inn, REAL.serial)).toBe('valid');
  });

  it('pads the serial number and a short ordinal with zeros', () => {
    expect(rnmCheckCode('0001563332', REAL.inn, '381006612955')).toBe('021630');
    expect(completeRnm('1563332', REAL.inn, REAL.serial)).toBe(REAL.rnm);
  });

  it('catches a typo in any part', () => {
    expect(checkRnm('0001563332021631', REAL.inn, REAL.serial)).toBe('invalid');
    expect(checkRnm('0001563323021630', REAL.inn, REAL.serial)).toBe('invalid');
    expect(checkRnm(REAL.rnm, '7704340327', REAL.serial)).toBe('invalid');
    expect(checkRnm(REAL.rnm, REAL.inn, '00000000381006612956')).toBe('invalid');
  });

  it('is unknown, not invalid, when it cannot be computed', () => {
    expect(checkRnm(REAL.rnm, undefined, REAL.serial)).toBe('unknown');
    expect(checkRnm(REAL.rnm, REAL.inn, undefined)).toBe('unknown');
    expect(checkRnm('123', REAL.inn, REAL.serial)).toBe('unknown');
    expect(checkRnm(REAL.rnm, REAL.inn, 'ABC-12')).toBe('unknown');
    expect(checkRnm(`${REAL.rnm}    `, `${REAL.inn}  `, REAL.serial)).toBe('valid');
  });
});
