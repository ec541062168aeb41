'use client';

import { useState } from 'react';
import type { DateRange } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { parseRangeInput, type RangeInputError } from '@/lib/dates/parse-input';

type Field = 'from' | 'to';

/**
 * The two typed dates. Text stays exactly as typed while it is wrong (nothing is lost); a field's
 * error shows once the user has left it or pressed Enter; a valid pair is committed at once.
 * When the value changes from outside (calendar, preset, back button) the texts follow it.
 */
export function useRangeInputs({
  value,
  bounds,
  locale,
  onChange,
}: {
  value: DateRange | null;
  bounds: DateRange;
  locale: string;
  onChange: (range: DateRange) => void;
}) {
  const texts = (v: DateRange | null) => ({
    from: v ? formatInputDate(v.from, locale) : '',
    to: v ? formatInputDate(v.to, locale) : '',
  });
  const [drafts, setDrafts] = useState(() => texts(value));
  const [touched, setTouched] = useState({ from: false, to: false });
  const [synced, setSynced] = useState({ from: value?.from, to: value?.to, locale });
  if (synced.from !== value?.from || synced.to !== value?.to || synced.locale !== locale) {
    // Adjusting state to a new prop during render, as React recommends over an effect.
    setSynced({ from: value?.from, to: value?.to, locale });
    setDrafts(texts(value));
    setTouched({ from: false, to: false });
  }

  const result = parseRangeInput(drafts.from, drafts.to, bounds);
  const errors: Record<Field, RangeInputError | null> = result.ok
    ? { from: null, to: null }
    : { from: touched.from ? result.from : null, to: touched.to ? result.to : null };

  const commit = (fields: Field[]) => {
    setTouched((t) => ({ ...t, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    if (result.ok && (result.range.from !== value?.from || result.range.to !== value?.to)) {
      onChange(result.range);
    }
  };

  return {
    drafts,
    errors,
    setDraft: (field: Field, text: string) => setDrafts((d) => ({ ...d, [field]: text })),
    commit,
  };
}
