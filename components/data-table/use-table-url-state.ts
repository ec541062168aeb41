'use client';

import { createParser, parseAsString, type History } from '@/lib/urls/url-parsers';
import { useUrlStates } from '@/lib/urls/use-url-state';
import { useCallback, useMemo } from 'react';
import {
  parseHidden,
  parseList,
  parsePage,
  parsePageSize,
  parseSorting,
  serializeHidden,
  serializeList,
  serializeSorting,
  setEqual,
  sortingEqual,
  tableUrlKeys,
  type TableUrlConfig,
  type TableUrlState,
} from './url-state';

function buildParsers(config: TableUrlConfig) {
  const list = createParser({ parse: parseList, serialize: serializeList, eq: setEqual });
  return {
    q: parseAsString.withDefault(''),
    sort: createParser({
      parse: (v) => parseSorting(v, config.columnIds),
      serialize: serializeSorting,
      eq: sortingEqual,
    }).withDefault([...config.defaultSorting]),
    cols: createParser({
      parse: (v) => parseHidden(v, config.columnIds, config.defaultHidden),
      serialize: (hidden: string[]) => serializeHidden(hidden, config.defaultHidden),
      eq: setEqual,
    }).withDefault([...config.defaultHidden]),
    page: createParser({ parse: parsePage, serialize: String }).withDefault(1),
    size: createParser({
      parse: (v) => parsePageSize(v, config.pageSizes),
      serialize: String,
    }).withDefault(config.defaultPageSize),
    ...Object.fromEntries(config.facetIds.map((id) => [`f:${id}`, list.withDefault([])])),
  };
}

export type TableStatePatch = Partial<TableUrlState>;

/**
 * The table's view state, kept in the URL (lib/urls/use-url-state.ts): shallow (no server round trip unless asked
 * for), one history entry per deliberate change so back/forward walk through views, and defaults
 * left out of the URL (the parsers' defaults with their equality checks).
 * Several components may call this with the same config: all read the same address.
 */
export function useTableUrlState(config: TableUrlConfig, { shallow = true } = {}) {
  const configKey = JSON.stringify(config);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt only when the config's content changes
  const parsers = useMemo(() => buildParsers(config), [configKey]);
  const urlKeys = useMemo(() => {
    const keys = tableUrlKeys(config.prefix);
    return {
      q: keys.q,
      sort: keys.sort,
      cols: keys.cols,
      page: keys.page,
      size: keys.size,
      ...Object.fromEntries(config.facetIds.map((id) => [`f:${id}`, keys.facet(id)])),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
  }, [configKey]);
  const [values, setValues] = useUrlStates(parsers, {
    urlKeys,
    history: 'push',
    shallow,
    scroll: false,
  });
  const raw = values as Record<string, unknown>;

  const state: TableUrlState = {
    q: values.q,
    sorting: values.sort,
    filters: Object.fromEntries(config.facetIds.map((id) => [id, raw[`f:${id}`] as string[]])),
    hidden: values.cols,
    page: values.page,
    pageSize: values.size,
  };

  const update = useCallback(
    (patch: TableStatePatch, { replace = false } = {}) => {
      const next: Record<string, unknown> = {};
      if (patch.q !== undefined) next.q = patch.q;
      if (patch.sorting !== undefined) next.sort = patch.sorting;
      if (patch.hidden !== undefined) next.cols = patch.hidden;
      // An unchanged key would still cost a history entry of its own.
      if (patch.page !== undefined && patch.page !== values.page) next.page = patch.page;
      if (patch.pageSize !== undefined) next.size = patch.pageSize;
      for (const [id, selected] of Object.entries(patch.filters ?? {})) next[`f:${id}`] = selected;
      // All keys of one change go out in one URL update, hence one history entry (a per-key
      // debounce would push one entry per key, so the search box debounces by itself instead).
      const options: { history?: History } = replace ? { history: 'replace' } : {};
      void setValues(next as Parameters<typeof setValues>[0], options);
    },
    [setValues, values.page],
  );

  return { state, update };
}
