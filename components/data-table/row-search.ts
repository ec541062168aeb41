import type { FilterFn, Row } from '@tanstack/react-table';
import './column-meta';
import { foldText } from '@/lib/text/fold';
import { matchesTerms, queryTerms, searchableText } from './search';

/**
 * A global filter that matches the query's words against the whole row at once (every searchable
 * column, hidden ones too, as TanStack's own global filter does), so "лесная атол" finds a register
 * by address and model together. TanStack asks once per column; the row's answer is cached.
 */
export function createRowSearch<TData>(): FilterFn<TData> {
  const haystacks = new WeakMap<Row<TData>, string>();
  let lastQuery: string | undefined;
  let terms: string[] = [];
  let results = new WeakMap<Row<TData>, boolean>();

  const haystack = (row: Row<TData>) => {
    let text = haystacks.get(row);
    if (text === undefined) {
      const parts = row
        .getAllCells()
        .filter((cell) => cell.column.getCanGlobalFilter())
        .map((cell) => {
          const formatted = cell.column.columnDef.meta?.searchText?.(row.original) ?? '';
          return `${searchableText(cell.getValue())} ${formatted}`;
        });
      text = foldText(parts.join(' '));
      haystacks.set(row, text);
    }
    return text;
  };

  const fn: FilterFn<TData> = (row, _columnId, query: string) => {
    if (query !== lastQuery) {
      lastQuery = query;
      terms = queryTerms(query);
      results = new WeakMap();
    }
    let result = results.get(row);
    if (result === undefined) {
      result = matchesTerms(haystack(row), terms);
      results.set(row, result);
    }
    return result;
  };
  fn.autoRemove = (value) => typeof value !== 'string' || value.trim() === '';
  return fn;
}

/** Faceted filter: the cell's raw value, as a string, is one of the selected values. */
export const facetFilter: FilterFn<unknown> = (row, columnId, selected: string[]) =>
  selected.includes(String(row.getValue(columnId) ?? ''));
facetFilter.autoRemove = (value) => !Array.isArray(value) || value.length === 0;
