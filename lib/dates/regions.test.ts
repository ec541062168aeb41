import { describe, expect, it } from 'vitest';
import { addCalendarMonths, keyTermMonths, keyValidUntil } from '@/lib/ofd/drive-terms';
import { epochToLocal, localToEpoch, zoneOfAddress } from './regions';

describe('zoneOfAddress', () => {
  it.each([
    ['191040, г. Санкт-Петербург, Лиговский пр-кт, д. 50', 3],
    ['443099, г. Самара, ул. Куйбышева, д. 91', 4],
    ['620014, г. Екатеринбург, ул. Малышева, д. 56', 5],
    ['630099, г. Новосибирск, Красный пр-кт, д. 29', 7],
    ['644099, г. Омск, ул. Ленина, д. 1', 6],
    ['634050, г. Томск, пр-кт Ленина, д. 36', 7],
    ['236022, г. Калининград, Ленинский пр-кт, д. 2', 2],
    ['690091, Приморский край, г. Владивосток, ул. Светланская', 10],
    ['683000, г. Петропавловск-Камчатский, ул. Ленинская', 12],
  ])('%s → UTC+%i', (address, offset) => {
    expect(zoneOfAddress(address)).toEqual({ utcOffset: offset, assumed: false });
  });

  it('takes the region written first, not a street named after another city', () => {
    expect(zoneOfAddress('125009, г. Москва, ул. Омская, д. 5').utcOffset).toBe(3);
    expect(zoneOfAddress('Иркутская обл., г. Тулун, ул. Ленина').utcOffset).toBe(8);
  });

  it('assumes Moscow time when no region is recognised, and says so', () => {
    expect(zoneOfAddress('ул. Центральная, д. 1')).toEqual({ utcOffset: 3, assumed: true });
  });

  it('converts the shop’s wall clock to and from UTC', () => {
    const ms = localToEpoch('2026-03-10T01:30:00', 7);
    expect(new Date(ms).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(epochToLocal(ms, 7)).toBe('2026-03-10T01:30:00');
  });
});

describe('drive key terms', () => {
  it('knows the term from the model prefix of the drive number', () => {
    expect(keyTermMonths('9960440300932551')).toBe(15);
    expect(keyTermMonths('9961440300123456  ')).toBe(36);
    expect(keyTermMonths('8710000100123456')).toBe(13);
    expect(keyTermMonths('1234567890123456')).toBeUndefined();
  });

  it('adds calendar months, falling back to the last day of a shorter month', () => {
    expect(keyValidUntil('2025-01-31T10:00:00', 13)).toBe('2026-02-28T10:00:00');
    expect(keyValidUntil('2024-12-30T09:00:00', 15)).toBe('2026-03-30T09:00:00');
    expect(keyValidUntil('2023-11-15T08:00:00', 36)).toBe('2026-11-15T08:00:00');
  });
});

describe('addCalendarMonths', () => {
  it('goes back across a year', () => {
    expect(addCalendarMonths('2026-02-10T08:00:00', -15)).toBe('2024-11-10T08:00:00');
    expect(addCalendarMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});
