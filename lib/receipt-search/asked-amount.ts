import { defaultTolerance, parseWrittenAmount, parseTolerance } from './amount';

// The amount and tolerance a search asked, read from the page's texts as the server reads them
// (search-query.schema.ts), for the sentences that repeat them.

export function askedAmount(
  texts: Record<string, string>,
): { value: number; tolerance: number } | undefined {
  const value = texts.amount ? parseWrittenAmount(texts.amount) : undefined;
  if (value === undefined) return undefined;
  const tolerance = texts.tolerance
    ? parseTolerance(texts.tolerance, value)
    : defaultTolerance(value);
  return { value, tolerance: tolerance ?? 0 };
}
