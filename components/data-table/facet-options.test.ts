import { describe, expect, it } from 'vitest';
import { facetChoices } from './facet-options';

const base = { selected: [], emptyLabel: '(empty)', locale: 'ru' };

describe('facetChoices', () => {
  it('derives choices from the data, sorted by label with empty last, numbers as strings', () => {
    const counts = new Map<unknown, number>([
      ['Эвотор', 3],
      ['', 2],
      ['АТОЛ 30Ф', 5],
      [7, 1],
      [undefined, 1],
    ]);
    expect(facetChoices({ ...base, counts })).toEqual([
      { value: '7', label: '7', count: 1 },
      { value: 'АТОЛ 30Ф', label: 'АТОЛ 30Ф', count: 5 },
      { value: 'Эвотор', label: 'Эвотор', count: 3 },
      { value: '', label: '(empty)', count: 3 },
    ]);
  });

  it('keeps fixed options in their order with zero counts and labels', () => {
    const options = [
      { value: 'active', label: 'Active' },
      { value: 'ended', label: 'Ended' },
    ];
    expect(facetChoices({ ...base, options, counts: { ended: 4 } })).toEqual([
      { value: 'active', label: 'Active', count: 0 },
      { value: 'ended', label: 'Ended', count: 4 },
    ]);
    // Without counts (a server that does not give them) no number is invented.
    expect(facetChoices({ ...base, options })[0]?.count).toBeUndefined();
  });

  it('lists selected values that the data no longer has', () => {
    const choices = facetChoices({
      ...base,
      counts: new Map([['a', 1]]),
      selected: ['gone'],
      formatValue: (v) => v.toUpperCase(),
    });
    expect(choices).toEqual([
      { value: 'a', label: 'A', count: 1 },
      { value: 'gone', label: 'GONE', count: 0 },
    ]);
  });
});
