import { describe, expect, it } from 'vitest';
import { driveSpans } from './timelines';

const a = { fiscalDriveNumber: 'A', earliestDocumentTimestamp: '2023-01-10T09:00:00' };
const b = { fiscalDriveNumber: 'B', earliestDocumentTimestamp: '2024-02-01T08:00:00' };
const fresh = { fiscalDriveNumber: 'C', earliestDocumentTimestamp: null };

describe('driveSpans', () => {
  it('orders drives by their first document, an undated drive last, each until the next one', () => {
    expect(driveSpans([fresh, b, a]).map((d) => [d.fiscalDriveNumber, d.nextStart])).toEqual([
      ['A', '2024-02-01T08:00:00'],
      ['B', null],
      ['C', null],
    ]);
  });

  it('keeps the given order while a drive is undated, when asked to', () => {
    expect(driveSpans([a, fresh, b], true).map((d) => [d.fiscalDriveNumber, d.nextStart])).toEqual([
      ['A', '2024-02-01T08:00:00'],
      ['C', '2024-02-01T08:00:00'],
      ['B', null],
    ]);
    expect(driveSpans([b, a], true).map((d) => d.fiscalDriveNumber)).toEqual(['A', 'B']);
  });

  it('lets no drive end another that starts at the same moment', () => {
    const same = { fiscalDriveNumber: 'S', earliestDocumentTimestamp: b.earliestDocumentTimestamp };
    expect(driveSpans([a, same, b]).map((d) => [d.fiscalDriveNumber, d.nextStart])).toEqual([
      ['A', '2024-02-01T08:00:00'],
      ['S', null],
      ['B', null],
    ]);
  });
});
