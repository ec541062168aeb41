import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseHidden,
  parseList,
  parseSorting,
  readTableState,
  serializeList,
  setEqual,
  tableUrlKeys,
  writeTableState,
  type TableUrlConfig,
  type TableUrlState,
} from './url-state';

const config: TableUrlConfig = {
  columnIds: ['name', 'rnm', 'model', 'point', 'status', 'lastDocument'],
  facetIds: ['model', 'status'],
  defaultHidden: ['lastDocument'],
  defaultSorting: [{ id: 'name', desc: false }],
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
};

const fromQuery = (query: string, c = config) => {
  const params = new URLSearchParams(query);
  return readTableState((key) => params.get(key), c);
};
const toQuery = (state: TableUrlState, c = config) =>
  new URLSearchParams(writeTableState(state, c)).toString();

describe('table URL state', () => {
  it('leaves the default view out of the URL', () => {
    const state = fromQuery('');
    expect(state).toEqual({
      q: '',
      sorting: [{ id: 'name', desc: false }],
      filters: { model: [], status: [] },
      hidden: ['lastDocument'],
      page: 1,
      pageSize: 20,
    });
    expect(toQuery(state)).toBe('');
  });

  it('reads a shared view', () => {
    const state = fromQuery(
      'q=лесная&sort=rnm.desc,name.asc&model=АТОЛ+30Ф,Эвотор&status=ended&cols=-model,%2BlastDocument&page=3&size=50',
    );
    expect(state).toEqual({
      q: 'лесная',
      sorting: [
        { id: 'rnm', desc: true },
        { id: 'name', desc: false },
      ],
      filters: { model: ['АТОЛ 30Ф', 'Эвотор'], status: ['ended'] },
      hidden: ['model'],
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to defaults for values it cannot use', () => {
    const state = fromQuery('sort=secret.asc,name.up&cols=-nope&page=0&size=7');
    expect(state.sorting).toEqual([{ id: 'name', desc: false }]);
    expect(state.hidden).toEqual(['lastDocument']);
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(20);
    expect(fromQuery('page=-2').page).toBe(1);
    expect(fromQuery('page=2.5').page).toBe(1);
  });

  it('writes an explicit "none" when the user clears a default sort', () => {
    const state = { ...fromQuery(''), sorting: [] };
    expect(toQuery(state)).toBe('sort=none');
    expect(fromQuery('sort=none').sorting).toEqual([]);
  });

  it('prefixes every key so two tables can share a page', () => {
    const prefixed = { ...config, prefix: 'docs' };
    const query = toQuery(
      { ...fromQuery('', prefixed), q: 'x', page: 2, filters: { model: ['a'], status: [] } },
      prefixed,
    );
    expect(query).toBe('docs.q=x&docs.model=a&docs.page=2');
    expect(fromQuery('q=other&docs.q=x', prefixed).q).toBe('x');
    expect(tableUrlKeys().sort).toBe('sort');
  });

  it('keeps commas and backslashes inside filter values', () => {
    const values = ['Москва, Лесная 5', 'a\\b', ''];
    expect(serializeList(values)).toBe('Москва\\, Лесная 5,a\\\\b,');
    expect(parseList(serializeList(values))).toEqual(values);
    expect(parseList('')).toEqual([]);
    expect(parseList('a,a,b')).toEqual(['a', 'b']);
  });

  it('parses sorting and visibility defensively', () => {
    expect(parseSorting('name.asc,name.desc', config.columnIds)).toEqual([
      { id: 'name', desc: false },
    ]);
    expect(parseSorting('garbage', config.columnIds)).toBeNull();
    expect(parseHidden('+lastDocument,-rnm', config.columnIds, config.defaultHidden)).toEqual([
      'rnm',
    ]);
  });

  it('round-trips any state through the URL', () => {
    const id = fc.constantFrom(...config.columnIds);
    const text = fc.string({
      unit: fc.constantFrom('a', 'Б', ',', '\\', ' ', '.', '&', '=', '+', '%', 'ё'),
    });
    const state = fc.record({
      q: text,
      sorting: fc
        .uniqueArray(id, { maxLength: 3 })
        .chain((ids) => fc.tuple(...ids.map((i) => fc.boolean().map((desc) => ({ id: i, desc }))))),
      filters: fc.record({
        model: fc.uniqueArray(text, { maxLength: 3 }),
        status: fc.uniqueArray(text, { maxLength: 3 }),
      }),
      hidden: fc.uniqueArray(id),
      page: fc.integer({ min: 1, max: 9999 }),
      pageSize: fc.constantFrom(...config.pageSizes),
    });
    fc.assert(
      fc.property(state, (s) => {
        const back = fromQuery(toQuery(s));
        expect({ ...back, hidden: [] }).toEqual({ ...s, hidden: [] });
        expect(setEqual(back.hidden, s.hidden)).toBe(true);
      }),
    );
  });
});
