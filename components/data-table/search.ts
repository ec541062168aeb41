// Global search: case- and accent-insensitive matching of every word of the query against the
// text of a whole row (raw values plus the formatted text columns offer).

const combiningMarks = /\p{M}+/gu;

/**
 * Folds text for comparison: lower case, no accents (é → e, ё → е), single spaces. "й" keeps its
 * identity: in Russian it is a different letter from "и", not an accented one.
 */
export function foldText(value: string): string {
  return value
    .toLocaleLowerCase('ru')
    .replace(/й/g, '\u0000')
    .normalize('NFD')
    .replace(combiningMarks, '')
    .replace(/\u0000/g, 'й')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

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
