import { describe, expect, it } from 'vitest';
import { documentEnvelopeSchema } from '@/lib/ofd/schemas';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';
import { readCachedDocument } from './read-cached';

// Hand-made operator answers with the quirks real operators send (docs/real-operators.md). The
// detail view reads what it can and names the rest; the list reads exactly the same documents.

const receipt = EXAMPLES.receipt.spec as Record<string, unknown>;
const openShift = EXAMPLES.openShift.spec as Record<string, unknown>;
const item = { name: 'Кофе', price: 12000, quantity: 1, sum: 12000, ndsType: 'nds20' };

const QUIRKS: [string, Record<string, unknown>, string[]][] = [
  [
    'a shift report whose operator message has no text',
    { openShift: { ...openShift, message: [{ type: 1 }] } },
    ['message'],
  ],
  [
    'an item without its price and quantity',
    { receipt: { ...receipt, items: [{ name: 'Кофе', sum: 57946, ndsType: 'nds20' }] } },
    [],
  ],
  [
    'an empty string where a number is documented',
    { receipt: { ...receipt, cashTotalSum: '', shiftNumber: '' } },
    ['shiftNumber', 'cashTotalSum'],
  ],
  [
    'an item whose VAT code is text',
    { receipt: { ...receipt, items: [{ ...item, sum: 57946, nds: 'один' }] } },
    [],
  ],
  ['an operator given as a number', { receipt: { ...receipt, operator: 42 } }, ['operator']],
  [
    'a line the list cannot sum (its sum is text)',
    { receipt: { ...receipt, items: [{ ...item, sum: '120.00' }] } },
    ['items'],
  ],
];

describe('documents with the quirks of real operators', () => {
  it.each(QUIRKS)('open despite %s, marking what could not be read', (_name, envelope, unread) => {
    const parsed = documentEnvelopeSchema.safeParse(envelope);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect([...parsed.data.unreadFields].sort()).toEqual([...unread].sort());
    // The list agrees: the same document is readable there too.
    expect(readCachedDocument(envelope).ok).toBe(true);
  });

  it('keeps an item whose price and quantity are missing, with its sum', () => {
    const envelope = QUIRKS[1]?.[1];
    const parsed = documentEnvelopeSchema.parse(envelope);
    const items = 'items' in parsed ? parsed.items : [];
    expect(items).toMatchObject([{ name: 'Кофе', sum: 57946, price: undefined }]);
    const listed = readCachedDocument(envelope);
    expect(listed.ok && 'items' in listed.document && listed.document.items).toMatchObject([
      { name: 'Кофе', sum: 57946, price: undefined, quantity: undefined },
    ]);
  });

  it.each([
    ['no FD number', { receipt: { ...receipt, fiscalDocumentNumber: '' } }],
    ['a total that is text', { receipt: { ...receipt, totalSum: '579.46' } }],
    ['no date', { openShift: { ...openShift, dateTime: null } }],
  ])('are unreadable in both views when %s', (_name, envelope) => {
    expect(documentEnvelopeSchema.safeParse(envelope).success).toBe(false);
    expect(readCachedDocument(envelope).ok).toBe(false);
  });
});
