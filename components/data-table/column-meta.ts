// What page authors may say about a column, beyond TanStack's own column definition.
import type { ColumnDef, RowData } from '@tanstack/react-table';

export type FacetOption = { value: string; label: string };

/** A data-table column. `any` is TanStack's own convention: a table's columns hold differing value types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData> = ColumnDef<TData, any>;

declare module '@tanstack/react-table' {
  // TanStack declares these type parameters; the interface must repeat them to merge.
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in menus and filters when `header` is not a plain string. */
    label?: string;
    /**
     * Extra text the global search matches for this column, typically the formatted value
     * ("1 285,21 ₽", "12.03.2024"), in addition to the raw value.
     */
    searchText?: (row: TData) => string;
    /**
     * Offer a multi-select filter for this column. The cell's raw value (as a string) is what is
     * filtered and kept in the URL; `options` fixes the list and its labels (needed in manual
     * mode), `formatValue` labels values found in the data.
     */
    facet?: { options?: FacetOption[]; formatValue?: (value: string) => string };
    /** Hidden until the user shows it in the column menu. */
    defaultHidden?: boolean;
    /** Right-align numbers and money. */
    align?: 'start' | 'end';
    /**
     * Where the column goes when the table becomes cards on a phone (data-table-cards.tsx):
     * `title` (the card's name and link; the first column by default), `value` (the figure at the
     * right of the title, such as a total), `subtitle` (a line under the title), `field` (a
     * labelled line; the default) or `hidden` (left out of the card).
     */
    card?: 'title' | 'value' | 'subtitle' | 'field' | 'hidden';
  }
}
