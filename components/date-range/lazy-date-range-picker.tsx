'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import type { DateRangePickerProps } from './date-range-picker';
import { DateRangePlaceholder } from './date-range-placeholder';

// The picker's code (typed-date checks, quick ranges, the popover: ~3 kB gzip) is a chunk of its
// own, apart from the page's first load. The server still renders the picker, and the chunk is
// preloaded with the page (next/dynamic), so the first paint is the picker itself; it becomes
// usable when the chunk arrives. Whenever it has to be drawn before then (a client-side
// navigation, or new props before it hydrated), the stand-in shows the same frame and dates.

const Picker = dynamic(() => import('./date-range-picker').then((m) => m.DateRangePicker));

export function LazyDateRangePicker(props: DateRangePickerProps) {
  return (
    <Suspense fallback={<DateRangePlaceholder {...props} />}>
      <Picker {...props} />
    </Suspense>
  );
}
