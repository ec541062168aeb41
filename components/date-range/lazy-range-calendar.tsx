'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type { RangeCalendar as RangeCalendarType } from './range-calendar';

// react-day-picker and its date-fns locales (~20 kB gzip) are needed only once the calendar opens,
// so they stay out of the page's first load: the chunk is fetched when the browser is idle after
// the picker mounts (or on opening, if that comes first), and a sized placeholder holds the
// calendar's place in the rare case it is not there yet.

const loadCalendar = () => import('./range-calendar');
const Calendar = lazy(() => loadCalendar().then((m) => ({ default: m.RangeCalendar })));

/** Fetches the calendar's code in idle time, so that opening it is instant. */
export function usePreloadCalendar() {
  useEffect(() => {
    const preload = () => void loadCalendar();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(preload, 1000);
    return () => window.clearTimeout(id);
  }, []);
}

export function LazyRangeCalendar(props: ComponentProps<typeof RangeCalendarType>) {
  const t = useTranslations('DateRange');
  return (
    <Suspense
      fallback={
        <div aria-busy="true" className="flex h-72 w-64 items-center justify-center">
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('calendarLoading')}</p>
        </div>
      }
    >
      <Calendar {...props} />
    </Suspense>
  );
}
