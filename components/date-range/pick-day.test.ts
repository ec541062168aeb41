import { describe, expect, it } from 'vitest';
import { pickDay } from './pick-day';

describe('pickDay', () => {
  it('anchors on the first click and completes on the second', () => {
    const first = pickDay({ anchor: null }, '2024-03-10');
    expect(first).toEqual({
      state: { anchor: '2024-03-10' },
      range: { from: '2024-03-10', to: '2024-03-10' },
      complete: false,
    });
    expect(pickDay(first.state, '2024-04-02')).toEqual({
      state: { anchor: null },
      range: { from: '2024-03-10', to: '2024-04-02' },
      complete: true,
    });
  });

  it('accepts the end first and a single day twice', () => {
    expect(pickDay({ anchor: '2024-03-10' }, '2024-02-28').range).toEqual({
      from: '2024-02-28',
      to: '2024-03-10',
    });
    expect(pickDay({ anchor: '2024-03-10' }, '2024-03-10').range).toEqual({
      from: '2024-03-10',
      to: '2024-03-10',
    });
  });
});
