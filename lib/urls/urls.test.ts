import { describe, expect, it } from 'vitest';
import {
  documentHref,
  documentsHref,
  exportUrl,
  listUrl,
  neighboursUrl,
  selectionParams,
  type ExportChoice,
} from './urls';

const base = '/api/organizations/o/cashboxes/r/documents';
const selection = { drive: '9960440300000001', from: '2024-03-01', to: '2024-03-31' };

describe('selection URLs', () => {
  it('leaves empty filters out and orders lists', () => {
    expect(selectionParams({ ...selection, types: [], ops: [], q: '  ' }).toString()).toBe(
      'drive=9960440300000001&from=2024-03-01&to=2024-03-31',
    );
    const params = selectionParams({
      ...selection,
      types: ['receipt', 'bso'],
      ops: [2, 1],
      q: ' 123,45 ',
    });
    expect(params.get('types')).toBe('bso,receipt');
    expect(params.get('ops')).toBe('1,2');
    expect(params.get('q')).toBe('123,45');
  });

  it('pages and exports carry order and kind', () => {
    const full = { ...selection, types: [], ops: [], q: '' };
    const list = new URL(
      listUrl(base, full, { sort: 'totalSum', dir: 'desc' }, { offset: 100, limit: 50 }),
      'http://x',
    );
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      sort: 'totalSum',
      dir: 'desc',
      offset: '100',
      limit: '50',
    });
    const exported = (choice: ExportChoice) =>
      new URL(exportUrl(base, full, { sort: 'dateTime', dir: 'asc' }, choice), 'http://x');
    const csv = exported({ kind: 'items', format: 'csv', dialect: 'ru' });
    expect(csv.pathname).toBe(`${base}/export`);
    expect(csv.searchParams.get('kind')).toBe('items');
    expect(csv.searchParams.get('dialect')).toBe('ru');
    const xlsx = exported({ kind: 'documents', format: 'xlsx', dialect: 'ru' });
    expect(xlsx.searchParams.get('format')).toBe('xlsx');
    expect(xlsx.searchParams.has('dialect')).toBe(false);
    expect(neighboursUrl(base, full, { sort: 'dateTime', dir: 'asc' }, { drive: 'd', fd: 7 })).toBe(
      `${base}/neighbours?drive=9960440300000001&from=2024-03-01&to=2024-03-31&sort=dateTime&dir=asc&fd=7&at=d`,
    );
  });

  it('encodes path parts of a document link', () => {
    expect(documentHref('a/b', 'r', 7, selection, 'raw')).toBe(
      '/organizations/a%2Fb/cashboxes/r/documents/7?drive=9960440300000001&from=2024-03-01&to=2024-03-31&view=raw',
    );
  });
});

describe('page links without a period', () => {
  it('leave out what is not known', () => {
    expect(documentsHref('o', 'r', { drive: '1', from: '', to: '' })).toBe(
      '/organizations/o/cashboxes/r/documents?drive=1',
    );
    expect(documentsHref('o', 'r', {})).toBe('/organizations/o/cashboxes/r/documents');
  });
});

describe('documentsHref', () => {
  it('links the documents route of the register with the range in the query', () => {
    expect(
      documentsHref('a1b2c3d4-0000-4000-8000-000000000001', '0000000003065868', {
        drive: '9960440300001111',
        from: '2024-06-09',
        to: '2024-06-15',
      }),
    ).toBe(
      '/organizations/a1b2c3d4-0000-4000-8000-000000000001/cashboxes/0000000003065868/documents?drive=9960440300001111&from=2024-06-09&to=2024-06-15',
    );
  });
});
