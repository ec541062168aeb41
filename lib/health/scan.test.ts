import { describe, expect, it } from 'vitest';
import { readCachedDocument } from '@/lib/documents/server/read-cached';
import { toHealthDocument } from './scan';

// What the health rules get from the operator's wire fields of a report (docs/health.md): the
// closing report's four drive flags and untransmitted counters, the current state report's counters.

const DRIVE = '9960440300000001';
const base = {
  kktRegId: '0000000001000001    ',
  fiscalDriveNumber: `${DRIVE}`,
  fiscalSign: 123456789,
  id: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  userInn: '5406278503  ',
  shiftNumber: 7,
  receiveDateTimeUtc: '2026-03-10T07:01:00Z',
};

function read(type: string, fields: Record<string, unknown>) {
  const result = readCachedDocument({ [type]: { ...base, ...fields } });
  if (!result.ok) throw new Error(`unreadable ${type}`);
  return toHealthDocument(result.document, DRIVE);
}

/** A closing report (FD 105) whose four drive and operator signs are all `sign`. */
const closeShift = (sign: 0 | 1, fields: Record<string, unknown>) =>
  read('closeShift', {
    fiscalDocumentNumber: 105,
    dateTime: '2026-03-10T11:00:00',
    fiscalDriveReplaceRequiredSign: sign,
    fiscalDriveExhaustionSign: sign,
    fiscalDriveMemoryExceededSign: sign,
    ofdResponseTimeoutSign: sign,
    ...fields,
  });

describe('toHealthDocument', () => {
  it('reads every drive flag and the untransmitted counters of a closing report', () => {
    const closing = closeShift(1, {
      notTransmittedDocumentsQuantity: 3,
      notTransmittedDocumentsDateTime: '2026-03-10T09:30:00',
      notTransmittedDocumentNumber: 102,
    });
    expect(closing).toMatchObject({
      type: 'closeShift',
      fd: 105,
      receivedUtc: '2026-03-10T07:01:00Z',
      notTransmitted: 3,
      notTransmittedSince: '2026-03-10T09:30:00',
      notTransmittedFd: 102,
    });
    expect([...(closing.flags ?? [])].sort()).toEqual(
      ['exhaustion', 'memory', 'ofdTimeout', 'replace'].sort(),
    );
  });

  it('reads no flag where the signs are 0', () => {
    const closing = closeShift(0, { notTransmittedDocumentsQuantity: 0 });
    expect(closing).toMatchObject({ notTransmitted: 0, flags: [] });
  });

  it('reads the counters of a current state report', () => {
    const state = read('currentStateReport', {
      fiscalDocumentNumber: 106,
      dateTime: '2026-03-10T11:30:00',
      notTransmittedDocumentsQuantity: 2,
      notTransmittedDocumentsDateTime: '2026-03-10T11:00:00',
    });
    expect(state).toMatchObject({ notTransmitted: 2, notTransmittedSince: '2026-03-10T11:00:00' });
  });
});
