import { describe, expect, it } from 'vitest';
import { permissionState, permissionStatus } from './permission-status';

const today = '2024-06-15';
const window = (from: string, to: string) => ({ permissionFrom: from, permissionTo: to });

describe('permissionStatus', () => {
  it('is active while the window runs past the next 30 days', () => {
    expect(permissionState(window('2024-01-01T00:00:00', '2025-01-01T23:59:59'), today)).toEqual({
      status: 'active',
      days: 200,
    });
  });

  it('flags a window whose last day is within 30 days, today and day 30 included', () => {
    expect(permissionStatus(window('2024-01-01T00:00:00', '2024-07-15T23:59:59'), today)).toBe(
      'endingSoon',
    );
    expect(permissionStatus(window('2024-01-01T00:00:00', '2024-07-16T00:00:00'), today)).toBe(
      'active',
    );
    expect(permissionState(window('2024-01-01T00:00:00', '2024-06-15T00:00:01'), today)).toEqual({
      status: 'endingSoon',
      days: 0,
    });
  });

  it('has ended once the last day is before today', () => {
    expect(permissionState(window('2024-01-01T00:00:00', '2024-06-14T23:59:59'), today)).toEqual({
      status: 'ended',
      days: 1,
    });
  });

  it('has not started while the first day is after today; a start later today counts as open', () => {
    expect(permissionState(window('2024-06-18T00:00:00', '2025-06-18T23:59:59'), today)).toEqual({
      status: 'notStarted',
      days: 3,
    });
    expect(permissionStatus(window('2024-06-15T14:30:00', '2025-06-18T23:59:59'), today)).toBe(
      'active',
    );
  });

  it('counts days across a month end and a leap day', () => {
    const state = permissionState(
      window('2024-01-01T00:00:00', '2024-03-01T10:00:00'),
      '2024-02-27',
    );
    expect(state).toEqual({ status: 'endingSoon', days: 3 });
  });
});
