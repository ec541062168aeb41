import { describe, expect, it } from 'vitest';
import { zoneDateTime } from './zone-time';

describe('zoneDateTime', () => {
  it.each([
    ['2026-11-28T04:41:05.123Z', 'Europe/Moscow', 'ru', '28.11.2026 07:41:05 (Europe/Moscow)'],
    ['2026-11-28T22:10:00Z', 'Europe/Moscow', 'en', '2026-11-29 01:10:00 (Europe/Moscow)'],
    ['2026-11-28T22:10:00Z', 'Asia/Novosibirsk', 'ru', '29.11.2026 05:10:00 (Asia/Novosibirsk)'],
    ['not a time', 'Europe/Moscow', 'ru', 'not a time'],
  ])('%s in %s (%s)', (iso, zone, locale, text) => {
    expect(zoneDateTime(iso, zone, locale)).toBe(text);
  });
});
