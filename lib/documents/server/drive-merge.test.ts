import { describe, expect, it } from 'vitest';
import type { CachedDocument } from '../contract/cached-document';
import { joinRanges } from './all-drives';
import { mergeDriveDocuments, mergeUnreadable } from './drive-merge';

// Joining the drives of a register on the day one replaced the other (docs/documents.md, "Drive
// windows"): both drives' parts read that day, so their documents meet there.

const DAY = '2024-03-05';
const doc = (drive: string, fd: number, time: string) =>
  ({
    type: 'openShift',
    id: `${drive}-${fd}`,
    fiscalDocumentNumber: fd,
    dateTime: `${DAY}T${time}`,
    drive,
  }) as CachedDocument;
const tags = (list: CachedDocument[]) => list.map((d) => `${d.drive}/${d.fiscalDocumentNumber}`);

describe('mergeDriveDocuments', () => {
  it('keeps both drives of a shared day in time order, FD numbers that repeat across drives too', () => {
    const old = [doc('OLD', 1, '08:00:00'), doc('OLD', 2, '09:10:00'), doc('OLD', 3, '11:55:00')];
    const fresh = [doc('NEW', 1, '12:00:00'), doc('NEW', 2, '12:10:00')];
    expect(tags(mergeDriveDocuments([fresh, old], [[]]))).toEqual([
      'OLD/1',
      'OLD/2',
      'OLD/3',
      'NEW/1',
      'NEW/2',
    ]);
  });

  it('keeps a document carried by another drive’s answer once, under the drive it names', () => {
    const own = [[doc('OLD', 2, '09:10:00')], [doc('NEW', 2, '12:10:00')]];
    const carried = [
      [doc('NEW', 2, '12:10:00'), doc('NEW', 3, '12:20:00')],
      [doc('OLD', 2, '09:10:00')],
    ];
    expect(tags(mergeDriveDocuments(own, carried))).toEqual(['OLD/2', 'NEW/2', 'NEW/3']);
  });
});

describe('mergeUnreadable', () => {
  it('counts an element read on a shared day for two drives once', () => {
    const u = { reason: 'unreadable' as const, type: 'receipt', raw: { receipt: { x: 1 } } };
    const v = { ...u, raw: { receipt: { x: 2 } } };
    expect(mergeUnreadable([[u, v], [{ ...u }]])).toEqual([u, v]);
  });
});

describe('joinRanges', () => {
  it('runs from the earliest part start to the latest part end when parts overlap', () => {
    const window = (from: string, to: string) => ({ from, to });
    const part = (from: string, to: string) => ({
      from,
      to,
      window: window(from, to),
      clipped: false,
      limited: false,
    });
    // The old drive ends with the replacement day; the new one starts on it and a drive dated the
    // same moment as another runs on to the window's end.
    const joined = joinRanges(
      [
        part(`${DAY}T00:00:00`, '2024-03-31T23:59:59'),
        part('2024-03-01T00:00:00', `${DAY}T23:59:59`),
      ],
      { from: '2024-03-01', to: '2024-03-31', limited: false },
    );
    expect(joined).toMatchObject({
      from: '2024-03-01T00:00:00',
      to: '2024-03-31T23:59:59',
      clipped: false,
    });
  });
});
