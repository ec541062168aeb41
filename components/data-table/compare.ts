import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

// One comparison for every column so sorting "just works": numbers numerically, text by the
// language's collation with digits compared as numbers (RNM "…9" before "…10"), dates by time.

const collators = () =>
  processShared('ui.collators', () => new BoundedCache<string, Intl.Collator>({ max: 16 }));

function collator(locale: string): Intl.Collator {
  return collators().getOrSet(
    locale,
    () => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }),
  );
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * Compares two cell values ascending. Empty values (null, undefined, '') sort after everything
 * else in ascending order; TanStack flips the sign for descending order.
 */
export function compareValues(a: unknown, b: unknown, locale = 'ru'): number {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator(locale).compare(String(a), String(b));
}
