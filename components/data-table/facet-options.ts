import type { FacetOption } from './column-meta';

export type FacetChoice = FacetOption & { count: number | undefined };

/**
 * The choices of one faceted filter. Fixed options keep their order; values found in the data are
 * sorted by label. Counts are keyed by the value as a string. Selected values missing from both
 * (an old shared link) are still listed so they can be unticked.
 */
export function facetChoices({
  options,
  counts,
  selected,
  formatValue = (v) => v,
  emptyLabel,
  locale,
}: {
  options?: readonly FacetOption[];
  counts?: ReadonlyMap<unknown, number> | Readonly<Record<string, number>>;
  selected: readonly string[];
  formatValue?: (value: string) => string;
  emptyLabel: string;
  locale: string;
}): FacetChoice[] {
  const byValue = new Map<string, number>();
  const entries = counts instanceof Map ? [...counts.entries()] : Object.entries(counts ?? {});
  for (const [raw, n] of entries) {
    const key = String(raw ?? '');
    byValue.set(key, (byValue.get(key) ?? 0) + n);
  }
  const label = (value: string) => (value === '' ? emptyLabel : formatValue(value));
  const countOf = (value: string) => (counts ? (byValue.get(value) ?? 0) : undefined);

  let choices: FacetChoice[];
  if (options) {
    choices = options.map((o) => ({ ...o, count: countOf(o.value) }));
  } else {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    choices = [...byValue.keys()]
      .map((value) => ({ value, label: label(value), count: countOf(value) }))
      .sort((a, b) =>
        a.value === '' ? 1 : b.value === '' ? -1 : collator.compare(a.label, b.label),
      );
  }
  const known = new Set(choices.map((c) => c.value));
  const missing = selected.filter((v) => !known.has(v));
  return [
    ...choices,
    ...missing.map((value) => ({ value, label: label(value), count: countOf(value) })),
  ];
}
