import { describe, expect, it } from 'vitest';
import { downOperators } from './down-operators';

describe('downOperators', () => {
  it('names each operator whose rows are unavailable once, with what went wrong', () => {
    expect(
      downOperators([
        { operator: 'Основной' },
        { operator: 'Такском', unavailable: 'unavailable' },
        { operator: 'Такском', unavailable: 'unavailable' },
        { operator: 'Третий', unavailable: 'credentials-rejected' },
      ]),
    ).toEqual([
      { operator: 'Такском', reason: 'unavailable' },
      { operator: 'Третий', reason: 'credentials-rejected' },
    ]);
  });

  it('is empty when every connection answered, or only one is configured', () => {
    expect(downOperators([{ operator: 'Основной' }, { operator: 'Такском' }])).toEqual([]);
    expect(downOperators([{}, {}])).toEqual([]);
  });
});
