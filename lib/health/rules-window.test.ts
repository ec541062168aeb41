import { describe, expect, it } from 'vitest';
import { epochToLocal, zoneOfAddress } from '@/lib/dates/regions';
import { registerToday } from '@/lib/dates/today';
import { permissionState } from '@/lib/registers/permission-status';
import { windowReasons } from './rules-window';

// One relative-date rule on the register page: the badge ("Начнётся через 3 дня") and the health
// card ("начнётся …, через 3 дня") count the same calendar days from the same today, the
// register's own, at every hour of the day. People had read "3 days" and "2 days" side by side.

const address = '683000, Камчатский край, г. Петропавловск-Камчатский, ул. Ленина, д. 1';

describe('days until the window starts or ends', () => {
  const hours = Array.from({ length: 24 }, (_, h) => h);
  it.each(hours)('agree between the badge and the health card at %i:00 UTC', (hour) => {
    const now = Date.parse(`2026-11-28T${String(hour).padStart(2, '0')}:30:00Z`);
    const nowLocal = epochToLocal(now, zoneOfAddress(address).utcOffset);
    const today = registerToday(address, now);
    const starts = { permissionFrom: '2026-12-01T00:00:00', permissionTo: '2027-12-01T23:59:59' };
    const [notStarted] = windowReasons(starts, nowLocal);
    expect(notStarted?.code).toBe('window-not-started');
    expect(notStarted?.detail).toMatchObject({ days: permissionState(starts, today).days });
    const ends = { permissionFrom: '2026-01-01T00:00:00', permissionTo: '2026-12-20T23:59:59' };
    const [ending] = windowReasons(ends, nowLocal);
    expect(ending?.code).toBe('window-ending');
    expect(ending?.detail).toMatchObject({ days: permissionState(ends, today).days });
  });
});
