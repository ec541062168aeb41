// Global search: case- and accent-insensitive matching of every word of the query against the
// text of a whole row (raw values plus the formatted text columns offer), folded by lib/text/fold.ts.
import { foldText } from '@/lib/text/fold';

/** Query words, folded; empty for a blank query. */
export function queryTerms(query: string): string[] {
  const folded = foldText(query);
  return folded === '' ? [] : folded.split(' ');
}

/** True when every term occurs in the folded haystack (terms may hit different columns). */
export function matchesTerms(foldedHaystack: string, terms: readonly string[]): boolean {
  return terms.every((term) => foldedHaystack.includes(term));
}

/** The searchable text of one cell value: strings and numbers count, other values do not. */
export function searchableText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(searchableText).join(' ');
  return '';
}
