import { foldAddressWords } from '@/lib/text/address-words';
import { fold, originalRange } from '@/lib/text/fold';
import type { LookupQuery } from './query';

// How one field value answers a query: where it matched (ranges in the original value, for
// <mark>) and how well. Identifiers (RNM, serial, drive) compare digits with leading zeros
// ignored, so "3065868", "0000000003065868" and "0000000003065868    " find the same register.
// Texts compare with address words in one form on both sides (lib/text/address-words.ts): names
// and sales points repeat addresses too ("Касса на Красном пр.").

export type Range = [start: number, end: number];
export type FieldMatch = { ranges: Range[]; score: number };

export const SCORE = { exact: 100, prefix: 80, part: 60, text: 40, phrase: 10 } as const;

export function matchIdentifier(value: string, query: LookupQuery): FieldMatch | null {
  if (query.digits !== null) {
    const at = value.indexOf(query.digits);
    if (at < 0) return null;
    const significant = value.replace(/^0+/, '') || '0';
    const score =
      significant === query.digits
        ? SCORE.exact
        : significant.startsWith(query.digits)
          ? SCORE.prefix
          : SCORE.part;
    // An exact match marks the whole number, its zero padding included.
    const ranges: Range[] =
      score === SCORE.exact ? [[0, value.length]] : [[at, at + query.digits.length]];
    return { ranges, score };
  }
  // Letters in a serial number ("ШТ-123"): one word, anywhere in the value.
  if (query.terms.length !== 1) return null;
  return matchText(value, query, SCORE.part);
}

export function matchText(
  value: string,
  query: LookupQuery,
  base: number = SCORE.text,
): FieldMatch | null {
  if (query.terms.length === 0) return null;
  const folded = foldAddressWords(fold(value));
  const ranges: Range[] = [];
  for (const term of query.terms) {
    let at = folded.text.indexOf(term);
    if (at < 0) return null;
    while (at >= 0) {
      ranges.push(originalRange(folded, at, at + term.length));
      at = folded.text.indexOf(term, at + term.length);
    }
  }
  const phrase = query.terms.length > 1 && folded.text.includes(query.terms.join(' '));
  return { ranges: mergeRanges(ranges), score: base + (phrase ? SCORE.phrase : 0) };
}

/** Sorted, with overlapping or touching ranges joined. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}
