import { describe, expect, it } from 'vitest';
import { completeRnm } from '@/lib/ofd/rnm-check';
import { driveHistory } from '@/lib/testing/register-history';
import { numberKind } from './number-kind';
import { findRnmTypo } from './rnm-typo';
import type { DirectoryEntry, LookupRegister } from './search';

const INN = '7704123450';
const SERIAL = '00106123456789';
const RNM = completeRnm('0004512345', INN, SERIAL);
const OLD_DRIVE = '9960440300055555';
const DRIVE = '7281440500000777';

const directory: DirectoryEntry[] = [
  {
    organization: { id: 'org-1', shortName: 'ООО "Стенд"', inn: INN },
    registers: [
      {
        regNumber: RNM,
        serialNumber: SERIAL,
        ...driveHistory(
          'fiscalDriveNumber',
          [OLD_DRIVE, '2024-01-03T09:00:00'],
          [DRIVE, '2025-03-10T09:00:00'],
        ),
      } as LookupRegister,
    ],
  },
];

describe('an RNM typed with a typo', () => {
  it('fails its check code and points at the register one digit away', () => {
    const typed = `${RNM.slice(0, 15)}${(Number(RNM[15]) + 1) % 10}`;
    expect(findRnmTypo(directory, typed)).toEqual({
      typed,
      suggestions: [{ organizationId: 'org-1', organizationName: 'ООО "Стенд"', regNumber: RNM }],
      typedChecksOut: false,
    });
  });

  it('does not call a number near no register a typo: its check code needs an owner', () => {
    // A replaced drive that its operator does not list is 16 digits too, and no typo.
    const typo = findRnmTypo(directory, '7380440800111111');
    expect(typo).toEqual({ typed: '7380440800111111', suggestions: [] });
  });

  it('says nothing of a number near no register while an operator is down: it may be theirs', () => {
    expect(findRnmTypo(directory, '0004211301052313', 0, true)).toBeUndefined();
    const typed = `${RNM.slice(0, 15)}${(Number(RNM[15]) + 1) % 10}`;
    expect(findRnmTypo(directory, typed, 0, true)?.suggestions[0]?.regNumber).toBe(RNM);
  });

  it('catches two swapped neighbours, typed with spaces', () => {
    const swapped = `${RNM.slice(0, 4)}${RNM[5]}${RNM[4]}${RNM.slice(6)}`;
    const spaced = swapped.replace(/(\d{4})/g, '$1 ');
    expect(findRnmTypo(directory, spaced)?.suggestions[0]?.regNumber).toBe(RNM);
  });

  it('says nothing for a known RNM or a query that is not a whole RNM', () => {
    expect(findRnmTypo(directory, RNM)).toBeUndefined();
    expect(findRnmTypo(directory, RNM.slice(0, 10))).toBeUndefined();
    expect(findRnmTypo(directory, 'Стендовая')).toBeUndefined();
  });

  it('says nothing for a fiscal drive number, current or past, though it is 16 digits too', () => {
    for (const drive of [DRIVE, OLD_DRIVE, DRIVE.replace(/(\d{4})/g, '$1 ')]) {
      expect(numberKind(directory, drive), drive).toBe('drive');
      expect(findRnmTypo(directory, drive), drive).toBeUndefined();
    }
  });

  it('says nothing when the lookup found something else for the number', () => {
    const typed = `${RNM.slice(0, 15)}${(Number(RNM[15]) + 1) % 10}`;
    expect(numberKind(directory, typed)).toBe('rnm');
    expect(findRnmTypo(directory, typed, 1)).toBeUndefined();
  });

  it('tells the kinds of whole numbers apart', () => {
    expect(numberKind(directory, RNM)).toBe('rnm');
    expect(numberKind(directory, SERIAL)).toBe('serial');
    expect(numberKind(directory, INN)).toBe('inn');
    expect(numberKind(directory, '12345')).toBeUndefined();
    expect(numberKind(directory, 'пр-кт')).toBeUndefined();
  });
});
