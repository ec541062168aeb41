import { describe, expect, it } from 'vitest';
import { SORT_KEYS, isDocumentDetail, isDocumentsPage, isShiftsAnswer } from './api';
import { SORT_KEYS as ENGINE_SORT_KEYS } from './api';

describe('answer shapes', () => {
  const page = { range: {}, total: 0, rows: [], summary: {}, facets: {} };

  it('accept the engine’s answers and refuse anything else', () => {
    expect(isDocumentsPage(page)).toBe(true);
    expect(isDocumentsPage({ ...page, rows: {} })).toBe(false);
    expect(isDocumentsPage([page])).toBe(false);
    expect(isShiftsAnswer({ shifts: [] })).toBe(true);
    expect(isShiftsAnswer({ shifts: null })).toBe(false);
    const detail = {
      document: { type: 'receipt', fiscalDocumentNumber: 1, raw: {} },
      organization: {},
      register: {},
      prev: null,
      next: 2,
    };
    expect(isDocumentDetail(detail)).toBe(true);
    expect(isDocumentDetail({ ...detail, document: { type: 'receipt' } })).toBe(false);
    expect(isDocumentDetail('<html>')).toBe(false);
  });

  it('sort by the same keys as the engine', () => {
    expect([...SORT_KEYS]).toEqual([...ENGINE_SORT_KEYS]);
  });
});
