import { describe, expect, it } from 'vitest';
import { derivedWallClock, registerTimeZone, wallClockAt } from './wall-clock';

// The shop's wall clock from a UTC instant (docs/real-operators.md, "Times").

const at = (utc: string) => Date.parse(utc);

describe('registerTimeZone', () => {
  it('takes the address region’s offset, else the configured default, then assumed', () => {
    expect(registerTimeZone('г. Новосибирск, ул. Ленина, 1', 'Europe/Moscow')).toEqual({
      name: 'UTC+7',
      utcOffset: 7,
      assumed: false,
    });
    expect(registerTimeZone('ул. Неизвестная, 1', 'Asia/Vladivostok')).toEqual({
      name: 'Asia/Vladivostok',
      assumed: true,
    });
    expect(registerTimeZone(undefined)).toEqual({ name: 'Europe/Moscow', assumed: true });
  });
});

describe('wallClockAt', () => {
  it('reads an instant on a fixed offset and through an IANA name alike', () => {
    const instant = at('2022-06-11T14:30:00Z');
    expect(wallClockAt(instant, { name: 'UTC+3', utcOffset: 3, assumed: false })).toBe(
      '2022-06-11T17:30:00',
    );
    expect(wallClockAt(instant, { name: 'Europe/Moscow', assumed: true })).toBe(
      '2022-06-11T17:30:00',
    );
    // Across midnight, and in a zone with daylight saving time (Intl knows its rules).
    expect(wallClockAt(at('2024-09-16T22:30:00Z'), { name: 'Europe/Moscow', assumed: true })).toBe(
      '2024-09-17T01:30:00',
    );
    expect(wallClockAt(at('2024-07-01T12:00:00Z'), { name: 'Europe/Berlin', assumed: true })).toBe(
      '2024-07-01T14:00:00',
    );
  });
});

describe('derivedWallClock', () => {
  const moscow = { name: 'Europe/Moscow', assumed: true };
  it('prefers localDateTime, converts epoch seconds with a note, leaves text alone', () => {
    const epoch = at('2022-06-11T14:30:00Z') / 1000;
    expect(derivedWallClock(epoch, '2022-06-11T17:31', moscow)).toEqual({
      dateTime: '2022-06-11T17:31:00',
    });
    expect(derivedWallClock(epoch, undefined, moscow)).toEqual({
      dateTime: '2022-06-11T17:30:00',
      note: { zone: 'Europe/Moscow', assumed: true },
    });
    expect(derivedWallClock(epoch, '2022-02-30T10:00', moscow)?.dateTime).toBe(
      '2022-06-11T17:30:00',
    );
    expect(derivedWallClock('2022-06-11T17:30:00', undefined, moscow)).toBeUndefined();
    expect(derivedWallClock(-1, undefined, moscow)).toBeUndefined();
  });
});
