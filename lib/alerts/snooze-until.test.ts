import { describe, expect, it } from 'vitest';
import { snoozeUntil } from './snooze-until';

describe('snooze presets', () => {
  const now = new Date(2026, 10, 27, 22, 40); // local time, as the browser computes it
  it('an hour, tomorrow at 09:00, a week', () => {
    expect(snoozeUntil('hour', '', now)).toEqual(new Date(2026, 10, 27, 23, 40));
    expect(snoozeUntil('tomorrow', '', now)).toEqual(new Date(2026, 10, 28, 9, 0));
    expect(snoozeUntil('week', '', now)).toEqual(new Date(2026, 11, 4, 22, 40));
  });
  it('a picked time only when it is ahead', () => {
    expect(snoozeUntil('custom', '2026-12-01T08:30', now)).toEqual(new Date(2026, 11, 1, 8, 30));
    expect(snoozeUntil('custom', '2026-11-27T08:30', now)).toBeNull();
    expect(snoozeUntil('custom', '', now)).toBeNull();
  });
});
