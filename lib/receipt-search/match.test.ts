import { describe, expect, it } from 'vitest';
import type { CachedCheck, CachedDocument } from '@/lib/documents/contract/cached-document';
import { foldText } from '@/lib/text/fold';
import { compareHits, matchesReceipt } from './match';
import { receiptSearchQuerySchema } from './search-query.schema';

function receipt(fd: number, dateTime: string, totalSum: number, names: string[]): CachedCheck {
  return {
    id: String(fd),
    fiscalDocumentNumber: fd,
    dateTime,
    type: 'receipt',
    operationType: 1,
    totalSum,
    cashTotalSum: totalSum,
    ecashTotalSum: 0,
    vat: {} as CachedCheck['vat'],
    items: names.map((name) => ({ name, sum: totalSum })),
  };
}

const criteria = (query: Record<string, string>) =>
  receiptSearchQuerySchema.parse({ from: '2025-11-01', to: '2025-11-30', ...query }).criteria;

describe('which receipts a search finds', () => {
  const disputed = receipt(7, '2025-11-25T15:12:00', 167_488, ['Ёлочная игрушка «Шар»']);
  const other = receipt(8, '2025-11-25T18:40:00', 90_000, ['Хлеб']);

  it('an approximate amount, a time of day and a folded item name, all at once', () => {
    const c = criteria({ amount: '1670', time: '14-16', q: 'ЕЛОЧНАЯ' });
    expect(matchesReceipt(disputed, c)).toBe(true);
    expect(matchesReceipt(other, c)).toBe(false);
    expect(matchesReceipt(disputed, criteria({ amount: '1670', tolerance: '1' }))).toBe(false);
    expect(matchesReceipt(disputed, criteria({ time: '16-18' }))).toBe(false);
    expect(matchesReceipt(disputed, criteria({ q: 'ёлочная шар' }))).toBe(false);
    expect(matchesReceipt(disputed, criteria({ q: 'игрушка «шар' }))).toBe(true);
  });

  it('an FD number and an operation type', () => {
    expect(matchesReceipt(disputed, criteria({ fd: '7' }))).toBe(true);
    expect(matchesReceipt(disputed, criteria({ fd: '8' }))).toBe(false);
    expect(matchesReceipt(disputed, criteria({ type: '1' }))).toBe(true);
    expect(matchesReceipt({ ...disputed, operationType: 2 }, criteria({ type: '1' }))).toBe(false);
  });

  it('never a report', () => {
    const report = {
      id: 'r',
      fiscalDocumentNumber: 7,
      dateTime: disputed.dateTime,
      type: 'closeShift',
    };
    expect(matchesReceipt(report as CachedDocument, criteria({ fd: '7' }))).toBe(false);
  });

  it('orders the closest amount first, then by time', () => {
    const hits = [
      receipt(1, '2025-11-25T10:00:00', 168_000, []),
      receipt(2, '2025-11-25T09:00:00', 167_100, []),
      receipt(3, '2025-11-24T09:00:00', 166_900, []),
      receipt(4, '2025-11-24T08:00:00', 167_000, []),
    ];
    expect(hits.sort(compareHits(167_000)).map((h) => h.fiscalDocumentNumber)).toEqual([
      4, 3, 2, 1,
    ]);
    expect(hits.sort(compareHits(undefined)).map((h) => h.fiscalDocumentNumber)).toEqual([
      4, 3, 2, 1,
    ]);
  });
});

describe('the query at the boundary', () => {
  const parse = (query: Record<string, string>) =>
    receiptSearchQuerySchema.safeParse({ from: '2025-11-01', to: '2025-11-30', ...query });

  it('reads the texts into criteria with the default tolerance', () => {
    const parsed = parse({ amount: '1 670,50 ₽', q: '  Ёлка ', organizationId: '' });
    expect(parsed.data).toMatchObject({
      organizationId: undefined,
      criteria: { amount: { value: 167_050, tolerance: 1_671 }, q: foldText('Ёлка') },
    });
  });

  it('narrows to an organization of any operator: a GUID, or another operator’s id', () => {
    for (const organizationId of ['3f0b5a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', 'taxcom1~7707083893']) {
      expect(parse({ amount: '1', organizationId }).data).toMatchObject({ organizationId });
    }
  });

  it.each([
    [{}, 'amount'],
    [{ amount: 'lots' }, 'amount'],
    [{ amount: '1670', tolerance: 'some' }, 'tolerance'],
    [{ tolerance: '10' }, 'tolerance'],
    [{ time: 'noon' }, 'time'],
    [{ fd: '0' }, 'fd'],
    [{ type: 'sale' }, 'type'],
    [{ amount: '1', organizationId: '../x' }, 'organizationId'],
    [{ amount: '1', from: '2025-12-01' }, 'to'],
  ])('refuses %j at %s', (query, path) => {
    const parsed = parse(query as Record<string, string>);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path.join('.')).toBe(path);
  });
});
