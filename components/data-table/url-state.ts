// Table state ⇄ URL query values, as pure functions: the URL-state hook and server pages (which may
// prefetch the same view) share them. Every parser returns null for a value it cannot use, so a
// hand-edited or stale URL falls back to the default instead of breaking the page.

export type SortItem = { id: string; desc: boolean };

export type TableUrlConfig = {
  /** Prepended as `<prefix>.` to every key, so two tables on one page do not collide. */
  prefix?: string;
  /** Leaf column ids: sort and visibility entries naming other columns are dropped. */
  columnIds: readonly string[];
  /** Columns with a faceted filter; each gets its own key, named after the column. */
  facetIds: readonly string[];
  defaultHidden: readonly string[];
  defaultSorting: readonly SortItem[];
  pageSizes: readonly number[];
  defaultPageSize: number;
};

export type TableUrlState = {
  q: string;
  sorting: SortItem[];
  filters: Record<string, string[]>;
  hidden: string[];
  /** 1-based, as people read it. */
  page: number;
  pageSize: number;
};

export function tableUrlKeys(prefix = '') {
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return {
    q: key('q'),
    sort: key('sort'),
    cols: key('cols'),
    page: key('page'),
    size: key('size'),
    facet: key,
  };
}

/**
 * `name.asc,rnm.desc` → sort items; unknown columns and repeats are dropped. `none` is an explicit
 * "unsorted", needed when the table's default view is sorted.
 */
export function parseSorting(value: string, columnIds: readonly string[]): SortItem[] | null {
  if (value === 'none') return [];
  const items: SortItem[] = [];
  for (const part of value.split(',')) {
    const dot = part.lastIndexOf('.');
    const id = part.slice(0, dot);
    const dir = part.slice(dot + 1);
    if (dot < 1 || (dir !== 'asc' && dir !== 'desc')) continue;
    if (!columnIds.includes(id) || items.some((item) => item.id === id)) continue;
    items.push({ id, desc: dir === 'desc' });
  }
  return items.length > 0 ? items : null;
}

export function serializeSorting(sorting: readonly SortItem[]): string {
  if (sorting.length === 0) return 'none';
  return sorting.map((s) => `${s.id}.${s.desc ? 'desc' : 'asc'}`).join(',');
}

export function sortingEqual(a: readonly SortItem[], b: readonly SortItem[]): boolean {
  return a.length === b.length && a.every((s, i) => s.id === b[i]?.id && s.desc === b[i]?.desc);
}

/** A comma-separated list in which a value's own commas and backslashes are escaped by '\'. */
export function serializeList(values: readonly string[]): string {
  const text = values.map((v) => v.replace(/[\\,]/g, (c) => `\\${c}`)).join(',');
  // [''] (filtering for empty cells) would vanish as ''; ',' reads back as ['', ''] → [''].
  return text === '' && values.length > 0 ? ',' : text;
}

export function parseList(value: string): string[] {
  if (value === '') return [];
  const items: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '\\' && i + 1 < value.length) current += value[++i];
    else if (c === ',') {
      items.push(current);
      current = '';
    } else current += c;
  }
  items.push(current);
  return [...new Set(items)];
}

export function setEqual(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((v) => set.has(v));
}

/**
 * Visibility is written as a difference from the default view (`-serial,+lastDocument`), so the
 * default needs no key and a column shown or hidden by default can still be toggled either way.
 */
export function serializeHidden(
  hidden: readonly string[],
  defaultHidden: readonly string[],
): string {
  const hide = hidden.filter((id) => !defaultHidden.includes(id)).map((id) => `-${id}`);
  const show = defaultHidden.filter((id) => !hidden.includes(id)).map((id) => `+${id}`);
  return [...hide, ...show].join(',');
}

export function parseHidden(
  value: string,
  columnIds: readonly string[],
  defaultHidden: readonly string[],
): string[] | null {
  const hidden = new Set(defaultHidden);
  for (const part of value.split(',')) {
    const id = part.slice(1);
    if (!columnIds.includes(id)) continue;
    if (part.startsWith('-')) hidden.add(id);
    else if (part.startsWith('+')) hidden.delete(id);
  }
  return [...hidden];
}

export function parsePage(value: string): number | null {
  if (!/^[1-9]\d{0,6}$/.test(value)) return null;
  return Number(value);
}

export function parsePageSize(value: string, pageSizes: readonly number[]): number | null {
  const n = parsePage(value);
  return n !== null && pageSizes.includes(n) ? n : null;
}

export function defaultTableState(config: TableUrlConfig): TableUrlState {
  return {
    q: '',
    sorting: [...config.defaultSorting],
    filters: Object.fromEntries(config.facetIds.map((id) => [id, []])),
    hidden: [...config.defaultHidden],
    page: 1,
    pageSize: config.defaultPageSize,
  };
}

/** Reads the state from any query accessor (URLSearchParams#get, or a Next.js searchParams record). */
export function readTableState(
  get: (key: string) => string | null | undefined,
  config: TableUrlConfig,
): TableUrlState {
  const keys = tableUrlKeys(config.prefix);
  const value = (key: string) => get(key) ?? null;
  const state = defaultTableState(config);
  const q = value(keys.q);
  const sort = value(keys.sort);
  const cols = value(keys.cols);
  const page = value(keys.page);
  const size = value(keys.size);
  return {
    q: q ?? state.q,
    sorting: (sort !== null && parseSorting(sort, config.columnIds)) || state.sorting,
    filters: Object.fromEntries(
      config.facetIds.map((id) => [id, parseList(value(keys.facet(id)) ?? '')]),
    ),
    hidden:
      (cols !== null && parseHidden(cols, config.columnIds, config.defaultHidden)) || state.hidden,
    page: (page !== null && parsePage(page)) || state.page,
    pageSize: (size !== null && parsePageSize(size, config.pageSizes)) || state.pageSize,
  };
}

/** The query entries that differ from the defaults; defaults are left out of the URL. */
export function writeTableState(
  state: TableUrlState,
  config: TableUrlConfig,
): Record<string, string> {
  const keys = tableUrlKeys(config.prefix);
  const out: Record<string, string> = {};
  if (state.q !== '') out[keys.q] = state.q;
  if (!sortingEqual(state.sorting, config.defaultSorting))
    out[keys.sort] = serializeSorting(state.sorting);
  for (const id of config.facetIds) {
    const values = state.filters[id] ?? [];
    if (values.length > 0) out[keys.facet(id)] = serializeList(values);
  }
  if (!setEqual(state.hidden, config.defaultHidden))
    out[keys.cols] = serializeHidden(state.hidden, config.defaultHidden);
  if (state.page !== 1) out[keys.page] = String(state.page);
  if (state.pageSize !== config.defaultPageSize) out[keys.size] = String(state.pageSize);
  return out;
}
