import { describe, expect, it } from 'vitest';
import { compareValues } from './compare';

const sorted = (values: unknown[], locale?: string) =>
  [...values].sort((a, b) => compareValues(a, b, locale));

describe('compareValues', () => {
  it('orders numbers numerically, not as text', () => {
    expect(sorted([10, 9, 100, -1])).toEqual([-1, 9, 10, 100]);
  });

  it('orders text by collation, digits as numbers, case-insensitively', () => {
    expect(sorted(['Касса 10', 'касса 9', 'Касса 1'])).toEqual(['Касса 1', 'касса 9', 'Касса 10']);
    // Code-point order would put ё after я; Russian collation files ё with е.
    expect(sorted(['яблоко', 'ель', 'ёж'])).toEqual(['ёж', 'ель', 'яблоко']);
  });

  it('puts empty values last', () => {
    expect(sorted([null, 'b', '', 'a', undefined])).toEqual(['a', 'b', null, '', undefined]);
  });

  it('orders dates and booleans', () => {
    const a = new Date('2024-01-01T00:00:00Z');
    const b = new Date('2023-01-01T00:00:00Z');
    expect(sorted([a, b])).toEqual([b, a]);
    expect(sorted([true, false])).toEqual([false, true]);
  });
});
