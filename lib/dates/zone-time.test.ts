import { describe, expect, it } from 'vitest';
import { zoneDateTime } from './zone-time';

describe('zoneDateTime', () => {
  it.each([
    ['2026-11-28T04:41:05.123Z', 'Europe/Moscow', 'ru', '28.11.2026 07:41:05 (UTC+3)'],
    ['2026-11-28T22:10:00Z', 'Europe/Moscow', 'en', '2026-11-29 01:10:00 (UTC+3)'],
    ['2026-11-28T22:10:00Z', 'Asia/Novosibirsk', 'ru', '29.11.2026 05:10:00 (UTC+7)'],
    ['2026-07-01T12:00:00Z', 'Asia/Kolkata', 'en', '2026-07-01 17:30:00 (UTC+5:30)'],
    ['2026-07-01T12:00:00Z', 'UTC', 'en', '2026-07-01 12:00:00 (UTC)'],
    ['not a time', 'Europe/Moscow', 'ru', 'not a time'],
  ])('%s in %s (%s)', (iso, zone, locale, text) => {
    expect(zoneDateTime(iso, zone, locale)).toBe(text);
  });
});
