import { describe, expect, it } from 'vitest';
import type { ReceiptHit } from './contract';
import { searchPeriodFrom } from './default-period';
import { checkSearchForm, checkTypedSearchForm } from './form-check';
import { nextSort, sortHits } from './sort-hits';

const period = { from: '2025-11-01', to: '2025-11-07' };

describe('the search form checks what the server would refuse', () => {
  it('accepts one criterion', () => {
    expect(checkSearchForm({ ...period, amount: '1 670,5' })).toEqual({});
    expect(checkSearchForm({ ...period, type: '2' })).toEqual({});
  });

  it('says which field is wrong', () => {
    expect(checkSearchForm(period)).toEqual({ amount: 'nothing' });
    expect(checkSearchForm({ ...period, amount: 'x' })).toEqual({ amount: 'badAmount' });
    expect(checkSearchForm({ ...period, amount: '5', tolerance: 'x' })).toEqual({
      tolerance: 'badTolerance',
    });
    expect(checkSearchForm({ ...period, time: 'noon' })).toEqual({ time: 'badTime' });
    expect(checkSearchForm({ ...period, fd: '0' })).toEqual({ fd: 'badFd' });
    expect(checkSearchForm({ from: '2025-11-01', to: '2025-12-02', q: 'x' })).toEqual({
      to: 'badPeriod',
    });
  });

  it('lets a longer period through where the mirror keeps a copy', () => {
    const sixtyDays = { from: '2025-10-01', to: '2025-11-29', q: 'x' };
    expect(checkSearchForm(sixtyDays)).toEqual({ to: 'badPeriod' });
    expect(checkSearchForm(sixtyDays, 366)).toEqual({});
    expect(checkSearchForm({ from: '2025-01-01', to: '2026-01-02', q: 'x' }, 366)).toEqual({
      to: 'badPeriod',
    });
  });
});

describe('the period’s days as people type them', () => {
  it('reads dd.mm.yyyy (and the other typed forms) as the URL’s yyyy-mm-dd', () => {
    expect(checkTypedSearchForm({ from: '1.11.2025', to: '07.11.25', q: 'x' })).toEqual({
      texts: { from: '2025-11-01', to: '2025-11-07', q: 'x' },
      problems: {},
    });
    expect(checkTypedSearchForm({ ...period, q: 'x' }).texts).toEqual({ ...period, q: 'x' });
  });

  it('says a well-written day that is no day of the calendar as such, not as a wrong format', () => {
    expect(checkTypedSearchForm({ from: '31.11.2026', to: '30.11.2026', q: 'x' }).problems).toEqual(
      { from: 'noSuchDay' },
    );
    // No 27th month: most likely the American order, so the format is what helps.
    expect(checkTypedSearchForm({ from: '11/27/2026', to: '30.11.2026', q: 'x' }).problems).toEqual(
      { from: 'badDate' },
    );
  });

  it('says a day that does not read beside its own field, not as a wrong period', () => {
    expect(checkTypedSearchForm({ from: '11/2025', to: '31.02.2025', q: 'x' }).problems).toEqual({
      from: 'badDate',
      to: 'noSuchDay',
    });
    expect(checkTypedSearchForm({ from: 'soon', to: '07.11.2025', q: 'x' })).toEqual({
      texts: { from: 'soon', to: '2025-11-07', q: 'x' },
      problems: { from: 'badDate' },
    });
  });
});

describe('the period a search starts from', () => {
  it('is the page’s when a search may cover it, else the last 7 days', () => {
    expect(searchPeriodFrom(period, '2025-11-27')).toEqual(period);
    expect(searchPeriodFrom({ from: '2025-10-01', to: '2025-11-27' }, '2025-11-27')).toEqual({
      from: '2025-11-21',
      to: '2025-11-27',
    });
    expect(searchPeriodFrom({}, '2025-11-27').from).toBe('2025-11-21');
  });
});

describe('the results table’s orders', () => {
  const hit = (fd: number, dateTime: string, totalSum: number, registerName: string) =>
    ({ fiscalDocumentNumber: fd, dateTime, totalSum, registerName, kktRegId: '1' }) as ReceiptHit;
  const hits = [
    hit(3, '2025-11-02T10:00:00', 500, 'B'),
    hit(1, '2025-11-01T10:00:00', 900, 'A'),
    hit(2, '2025-11-03T10:00:00', 100, 'C'),
  ];
  const fds = (sorted: ReceiptHit[]) => sorted.map((h) => h.fiscalDocumentNumber);

  it('sorts by a column either way and back to the server’s order', () => {
    expect(fds(sortHits(hits, { key: 'totalSum', desc: false }))).toEqual([2, 3, 1]);
    expect(fds(sortHits(hits, { key: 'dateTime', desc: true }))).toEqual([2, 3, 1]);
    expect(fds(sortHits(hits, { key: 'register', desc: false }))).toEqual([1, 3, 2]);
    expect(fds(sortHits(hits, null))).toEqual([3, 1, 2]);
    const once = nextSort(null, 'fd');
    expect(once).toEqual({ key: 'fd', desc: false });
    expect(nextSort(once, 'fd')).toEqual({ key: 'fd', desc: true });
    expect(nextSort({ key: 'fd', desc: true }, 'fd')).toBeNull();
  });
});
