import type { Cell } from '@tanstack/react-table';

// How a row's visible cells are laid out on a card (column meta `card`): pure, so it is tested
// apart from rendering.

export type CardLayout<TData> = {
  title: Cell<TData, unknown> | undefined;
  value: Cell<TData, unknown>[];
  subtitle: Cell<TData, unknown>[];
  fields: Cell<TData, unknown>[];
};

export function cardLayout<TData>(cells: Cell<TData, unknown>[]): CardLayout<TData> {
  const layout: CardLayout<TData> = { title: undefined, value: [], subtitle: [], fields: [] };
  const explicitTitle = cells.some((cell) => cell.column.columnDef.meta?.card === 'title');
  cells.forEach((cell, index) => {
    const place =
      cell.column.columnDef.meta?.card ?? (index === 0 && !explicitTitle ? 'title' : 'field');
    if (place === 'title' && !layout.title) layout.title = cell;
    else if (place === 'value') layout.value.push(cell);
    else if (place === 'subtitle') layout.subtitle.push(cell);
    else if (place === 'field' || place === 'title') layout.fields.push(cell);
  });
  return layout;
}
