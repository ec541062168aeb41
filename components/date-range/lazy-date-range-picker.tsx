'use client';

import { serverPart } from '@/components/ui/lazy-part';
import { DateRangePlaceholder } from './date-range-placeholder';

// The picker's code (typed-date checks, quick ranges, the popover: ~2.5 kB gzip) is a chunk of its
// own, apart from the page's first load. The server renders the picker itself; whenever it has to
// be drawn before its code has come (a client-side navigation, or new props before it hydrated),
// the stand-in shows the same frame and dates.
export const LazyDateRangePicker = serverPart(
  () => import('./date-range-picker').then((m) => m.DateRangePicker),
  DateRangePlaceholder,
);
