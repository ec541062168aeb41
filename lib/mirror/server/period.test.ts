import { describe, expect, it } from 'vitest';
import type { MirrorRegister } from '@/lib/service';
import { daysBetween, syncPeriod } from './period';

// Which period a register's cursor follows: the backfill, never before the permission window,
// kept while the cursor lives.

const NOW = new Date('2026-03-10T12:00:00Z');
const register = (permissionFrom: string, permissionTo: string) =>
  ({ regNumber: '0000000000000001', permissionFrom, permissionTo }) as MirrorRegister;
const open = register('2020-01-01T00:00:00', '2030-12-31T23:59:59');

describe('syncPeriod', () => {
  it('backfills the configured days, up to the end of tomorrow', () => {
    expect(syncPeriod(open, null, 90, NOW)).toEqual({
      from: '2025-12-10T00:00:00',
      to: '2026-03-11T23:59:59',
      cursor: null,
    });
  });

  it('never starts before the permission window, never ends after it', () => {
    const recent = register('2026-03-01T14:30:00', '2026-03-05T23:59:59');
    expect(syncPeriod(recent, null, 90, NOW)).toMatchObject({
      from: '2026-03-01T14:30:00',
      to: '2026-03-05T23:59:59',
    });
  });

  it('is nothing for a window that starts after tomorrow', () => {
    expect(
      syncPeriod(register('2026-03-20T00:00:00', '2027-01-01T00:00:00'), null, 90, NOW),
    ).toBeNull();
  });

  it('keeps the saved period and cursor while they belong to the window', () => {
    const saved = {
      regNumber: open.regNumber,
      periodFrom: '2025-11-01T00:00:00',
      cursor: 'T2Mb==',
    };
    expect(syncPeriod(open, saved, 90, NOW)).toEqual({
      from: '2025-11-01T00:00:00',
      to: '2026-03-11T23:59:59',
      cursor: 'T2Mb==',
    });
  });

  it('starts over when a longer backfill is configured or the window moved past the period', () => {
    const saved = { regNumber: open.regNumber, periodFrom: '2026-02-01T00:00:00', cursor: 'x' };
    expect(syncPeriod(open, saved, 90, NOW)).toMatchObject({
      from: '2025-12-10T00:00:00',
      cursor: null,
    });
    const later = register('2026-02-15T00:00:00', '2030-01-01T00:00:00');
    expect(syncPeriod(later, saved, 90, NOW)).toMatchObject({
      from: '2026-02-15T00:00:00',
      cursor: null,
    });
  });
});

describe('daysBetween', () => {
  it('lists the days of a span, both ends included, at most the limit', () => {
    expect(daysBetween('2026-02-27T23:00:00', '2026-03-02T01:00:00', 10)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysBetween('2026-02-27T23:00:00', '2026-03-02T01:00:00', 2)).toHaveLength(2);
  });
});
