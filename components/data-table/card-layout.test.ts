import type { Cell } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { cardLayout } from './card-layout';

type Place = 'title' | 'value' | 'subtitle' | 'field' | 'hidden' | undefined;
const cell = (id: string, card?: Place) =>
  ({ id, column: { id, columnDef: { meta: card ? { card } : undefined } } }) as unknown as Cell<
    unknown,
    unknown
  >;
const ids = (cells: Cell<unknown, unknown>[]) => cells.map((c) => c.id);

describe('cardLayout', () => {
  it('places each column by its meta, with the first as title by default', () => {
    const layout = cardLayout([
      cell('name'),
      cell('address', 'subtitle'),
      cell('total', 'value'),
      cell('status'),
      cell('serial', 'hidden'),
    ]);
    expect(layout.title?.id).toBe('name');
    expect(ids(layout.value)).toEqual(['total']);
    expect(ids(layout.subtitle)).toEqual(['address']);
    expect(ids(layout.fields)).toEqual(['status']);
  });

  it('takes an explicit title over the first column, which then is a field', () => {
    const layout = cardLayout([cell('fd'), cell('time', 'title')]);
    expect(layout.title?.id).toBe('time');
    expect(ids(layout.fields)).toEqual(['fd']);
  });
});
