import { describe, expect, it } from 'vitest';
import {
  formatItemQuantity,
  formatLocalDate,
  formatLocalDateTime,
  formatMoney,
  formatQuantity,
} from './format';

describe('formatMoney', () => {
  it('formats kopecks as roubles in Russian', () => {
    expect(formatMoney(128521, 'ru').replace(/\s/g, ' ')).toBe('1 285,21 ₽');
  });
  it('formats kopecks as roubles in English', () => {
    expect(formatMoney(128521, 'en').replace(/\s/g, ' ')).toBe('RUB 1,285.21');
  });
});

describe('formatLocalDateTime', () => {
  it('keeps the wall clock exactly as sent, whatever the process time zone', () => {
    expect(formatLocalDateTime('2024-03-31T23:59:59', 'en')).toBe('2024-03-31 23:59:59');
    expect(formatLocalDateTime('2024-03-31T23:59:59', 'ru')).toBe('31.03.2024 23:59:59');
  });
  it('can drop seconds and handles dates alone', () => {
    expect(formatLocalDateTime('2024-03-31T08:05:00', 'ru', false)).toBe('31.03.2024 08:05');
    expect(formatLocalDate('2024-03-31T08:05:00', 'en')).toBe('2024-03-31');
  });
  it('returns unparseable input unchanged', () => {
    expect(formatLocalDateTime('garbage', 'en')).toBe('garbage');
  });
});

describe('formatItemQuantity', () => {
  it('writes the quantity with its unit, a decimal comma in Russian', () => {
    expect(formatItemQuantity(1.215, 'кг', 'ru')).toBe('1,215 кг');
    expect(formatItemQuantity(3, 'шт', 'ru')).toBe('3 шт');
    expect(formatItemQuantity(1.215, 'kg', 'en')).toBe('1.215 kg');
    expect(formatItemQuantity(2, undefined, 'ru')).toBe('2');
    expect(formatQuantity(0.0005, 'ru')).toBe('0,001');
  });
});
