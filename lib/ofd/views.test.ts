import { describe, expect, it } from 'vitest';
import { documentEnvelopeSchema } from './schemas';
import { toDocumentRow } from './views';

const common = {
  id: '5d9a7f3e-2c41-4b8e-9f10-6a2b3c4d5e6f',
  fiscalDocumentNumber: 41,
  dateTime: '2024-09-17T08:00:00',
  kktRegId: '0000000003065868    ',
  fiscalDriveNumber: '7281440500751551',
  shiftNumber: 12,
  operator: 'Иванова А. А.',
};

describe('toDocumentRow', () => {
  it('gives reports no money and no operation, but their shift and cashier', () => {
    const document = documentEnvelopeSchema.parse({ openShift: common });
    expect(toDocumentRow(document)).toEqual({
      id: common.id,
      type: 'openShift',
      fd: 41,
      dateTime: '2024-09-17T08:00:00',
      shift: 12,
      operationType: null,
      total: null,
      cash: null,
      cashless: null,
      cashier: 'Иванова А. А.',
    });
  });

  it('reads a purchase return with its totals; an absent cash sum is zero', () => {
    const document = documentEnvelopeSchema.parse({
      receipt: { ...common, operationType: 4, totalSum: 50_000, ecashTotalSum: 50_000 },
    });
    expect(toDocumentRow(document)).toMatchObject({
      operationType: 4,
      total: 50_000,
      cash: 0,
      cashless: 50_000,
    });
  });
});
