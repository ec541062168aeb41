import { describe, expect, it } from 'vitest';
import { fetchablePart, fetchHorizon } from './fetch-horizon';

const at = (iso: string) => Date.parse(iso);

describe('fetch horizon', () => {
  it('is the end of the latest today on earth when the last document is unknown', () => {
    expect(fetchHorizon(null, at('2026-11-24T05:00:00Z'))).toBe('2026-11-24T23:59:59');
    // 11:00 UTC is already the next day at UTC+14 (and in Kamchatka, UTC+12).
    expect(fetchHorizon(null, at('2026-11-24T11:00:00Z'))).toBe('2026-11-25T23:59:59');
  });

  it('stops at the end of the day of the last document when that is earlier', () => {
    const now = at('2026-11-24T05:00:00Z');
    expect(fetchHorizon('2026-11-20T18:30:00', now)).toBe('2026-11-20T23:59:59');
    expect(fetchHorizon('2027-01-01T00:00:00', now)).toBe('2026-11-24T23:59:59');
  });

  it('cuts the period at the horizon, or leaves nothing to fetch', () => {
    const horizon = '2026-11-24T23:59:59';
    expect(
      fetchablePart({ from: '2026-11-01T00:00:00', to: '2027-11-01T23:59:59' }, horizon),
    ).toEqual({
      from: '2026-11-01T00:00:00',
      to: horizon,
    });
    expect(
      fetchablePart({ from: '2027-11-01T00:00:00', to: '2027-11-30T23:59:59' }, horizon),
    ).toBeNull();
  });
});
