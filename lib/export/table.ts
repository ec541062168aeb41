// A file's table, as every export writes it (docs/exports.md): a header, rows of cells and, for
// plain cells, each column's type. The writers (csv.ts, xlsx.ts) decide how a type looks in a
// dialect; the features only say what a cell is.

/**
 * The conventions of a file: `ru` writes `;`, decimal commas and `dd.mm.yyyy` (what a Russian
 * Excel opens right), `en` `,`, dots and ISO dates. The XLSX's date formats follow it too.
 */
export type Dialect = 'ru' | 'en';

export type FileFormat = 'csv' | 'xlsx';

/** How a plain cell of a column is written: money in kopecks, date-times as the shop's clock. */
export type ColumnType = 'dateTime' | 'text' | 'integer' | 'money' | 'decimal' | 'identifier';

/**
 * A cell: a plain value typed by its column (text, a number, nothing), or one that types itself:
 * money (kopecks), a calendar date, a wall-clock date-time (`…T10:00:00`) or an identifier (RNM,
 * drive: digits that must stay text).
 */
export type Cell =
  | string
  | number
  | undefined
  | { kopecks: number }
  | { date: string }
  | { dateTime: string }
  | { id: string };

export type Table = {
  /** The sheet's name in an XLSX. */
  title: string;
  header: readonly string[];
  /** Read once, as the writer goes: a month of documents is never one array of rows. */
  rows: Iterable<readonly Cell[]>;
  /** The type of each column's plain cells (text where not given). */
  types?: readonly ColumnType[];
  /** Column widths in characters for the XLSX (22 where not given). */
  widths?: readonly number[];
};
