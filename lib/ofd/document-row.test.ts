import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { DOCUMENT_TYPES } from './document-types';
import { readDocumentRow } from './document-row';
import { documentEnvelopeSchema } from './schemas';
import { toDocumentRow } from './views';

// The list reads rows with a narrow schema for speed; it must agree with the full schema's view.

describe('readDocumentRow', () => {
  for (const type of DOCUMENT_TYPES) {
    for (const family of ['spec', 'taxService'] as const) {
      it(`agrees with the full schema on a ${type} of the ${family} family`, () => {
        const envelope = { [type]: EXAMPLES[type][family] };
        const full = documentEnvelopeSchema.parse(envelope);
        const parsed = readDocumentRow(envelope);
        expect(parsed?.row).toEqual(toDocumentRow(full));
        expect(parsed?.kktRegId).toBe(full.kktRegId);
        expect(parsed?.fiscalDriveNumber).toBe(full.fiscalDriveNumber);
      });
    }
  }

  it('refuses what the full schema refuses at the envelope and in row fields', () => {
    const receipt = EXAMPLES.receipt.spec;
    expect(readDocumentRow({ receipt, openShift: receipt })).toBeNull();
    expect(readDocumentRow({ cheque: receipt })).toBeNull();
    expect(readDocumentRow([receipt])).toBeNull();
    expect(readDocumentRow({ receipt: { ...receipt, fiscalDocumentNumber: '12' } })).toBeNull();
    expect(readDocumentRow({ receipt: { ...receipt, totalSum: undefined } })).toBeNull();
    expect(readDocumentRow({ receipt: { ...receipt, dateTime: '17.09.2024' } })).toBeNull();
  });
});
