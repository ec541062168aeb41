'use client';

import { parseAsString, parseAsStringLiteral } from '@/lib/urls/url-parsers';
import { useUrlStates } from '@/lib/urls/use-url-state';
import { addDays, isCalendarDate, type DateRange } from '@/lib/dates/calendar';
import type { OverviewKeyInput } from '@/lib/query/overview';

// The overview's state in the URL, so a view can be shared and Back/Forward walk through it:
// the scope (org, point, rnm), the period (from, to; the last 7 days by default) and what it is
// compared with (compare).

const urlState = {
  org: parseAsString.withDefault(''),
  point: parseAsString.withDefault(''),
  rnm: parseAsString.withDefault(''),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  compare: parseAsStringLiteral(['previous', 'year'] as const).withDefault('previous'),
};

export type OverviewScopeValue = { org?: string; point?: string; rnm?: string };

export function useOverviewUrl(today: string, fixedOrg?: string) {
  const [url, setUrl] = useUrlStates(urlState, { history: 'push', scroll: false });
  // A hand-edited address may hold anything: only a real, ordered pair of dates is a period.
  const valid = isCalendarDate(url.from) && isCalendarDate(url.to) && url.from <= url.to;
  const range: DateRange = valid
    ? { from: url.from, to: url.to }
    : { from: addDays(today, -6), to: today };
  const scope: OverviewScopeValue = {
    org: fixedOrg ?? (url.org || undefined),
    point: url.point || undefined,
    rnm: url.rnm || undefined,
  };
  const input: OverviewKeyInput = { ...scope, ...range, compare: url.compare };
  return {
    input,
    range,
    scope,
    compare: url.compare,
    setRange: (next: DateRange) => void setUrl({ from: next.from, to: next.to }),
    setScope: (next: OverviewScopeValue) =>
      void setUrl({
        org: fixedOrg ? null : (next.org ?? null),
        point: next.point ?? null,
        rnm: next.rnm ?? null,
      }),
    setCompare: (compare: 'previous' | 'year') => void setUrl({ compare }),
  };
}
