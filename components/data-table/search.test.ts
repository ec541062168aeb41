import { describe, expect, it } from 'vitest';
import { foldText } from '@/lib/text/fold';
import { matchesTerms, queryTerms, searchableText } from './search';

describe('global search folding', () => {
  it('ignores case and accents, in Latin and Cyrillic', () => {
    expect(foldText('Café CRÈME')).toBe('cafe creme');
    expect(foldText('Ёлка')).toBe('елка');
    expect(foldText('ООО «Ромашка»')).toBe('ооо «ромашка»');
  });

  it('keeps й apart from и', () => {
    expect(foldText('Чайный')).toBe('чайный');
    expect(matchesTerms(foldText('Чайный двор'), queryTerms('чаи'))).toBe(false);
  });

  it('treats non-breaking spaces (as in formatted money) like spaces', () => {
    expect(foldText('1\u00a0285,21\u00a0₽')).toBe('1 285,21 ₽');
    expect(matchesTerms(foldText('1\u202f285,21 ₽'), queryTerms('1 285'))).toBe(true);
  });

  it('needs every word, in any column and order', () => {
    const row = foldText('Касса 2 · ул. Лесная, 5 · АТОЛ 30Ф');
    expect(matchesTerms(row, queryTerms('лесная атол'))).toBe(true);
    expect(matchesTerms(row, queryTerms('ЛЕСНАЯ  эвотор'))).toBe(false);
    expect(queryTerms('   ')).toEqual([]);
    expect(matchesTerms(row, [])).toBe(true);
  });

  it('searches strings, numbers and lists but not objects', () => {
    expect(searchableText(42)).toBe('42');
    expect(searchableText(['a', 7])).toBe('a 7');
    expect(searchableText({ a: 1 })).toBe('');
    expect(searchableText(null)).toBe('');
  });
});
