'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, ru } from 'react-day-picker/locale';
import {
  addMonths,
  clampDate,
  maxDate,
  startOfMonth,
  fromLocalDate,
  toLocalDate,
  type CalendarDate,
  type DateRange,
} from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { useMediaQuery } from '@/lib/ui/use-media-query';
import { CalendarDayButton } from './calendar-day-button';
import { calendarClassNames } from './calendar-class-names';
import { pickDay, type PickState } from './pick-day';

/**
 * react-day-picker in range mode, limited to [min, max]: days outside are disabled (so neither
 * clickable nor reachable by the arrow keys) and navigation stops at the window's months.
 * Two clicks make a range; `onComplete` receives it.
 */
export function RangeCalendar({
  value,
  min,
  max,
  today,
  onComplete,
}: {
  value: DateRange | null;
  min: CalendarDate;
  max: CalendarDate;
  today: CalendarDate;
  onComplete: (range: DateRange) => void;
}) {
  const t = useTranslations('DateRange');
  const locale = useLocale();
  const wide = useMediaQuery('(min-width: 640px)');
  const [pick, setPick] = useState<PickState>({ anchor: null });
  const shown = pick.anchor ? { from: pick.anchor, to: pick.anchor } : value;
  // Open on the selection: one month shows its start; two months end on its end month when the
  // start fits in the first of them (so "last 7 days" shows this month and the one before).
  const to = clampDate(value?.to ?? today, min, max);
  const from = clampDate(value?.from ?? to, min, max);
  const beforeTo = addMonths(to, -1);
  const defaultMonth = wide && from >= beforeTo ? maxDate(beforeTo, startOfMonth(min)) : from;
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const root = useRef<HTMLDivElement>(null);
  // Focusing the chosen day scrolls the page just enough to show that day, which on a phone left
  // the quick ranges above it off the screen: once it is focused, the panel is shown top first.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const panel = root.current?.closest('[role=dialog]') ?? root.current;
      if (panel) reveal(panel);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <div ref={root} className="flex flex-col gap-2">
      <DayPicker
        mode="range"
        autoFocus
        selected={shown ? { from: toLocalDate(shown.from), to: toLocalDate(shown.to) } : undefined}
        onSelect={(_range, day) => {
          const next = pickDay(pick, fromLocalDate(day));
          setPick(next.state);
          if (next.complete) onComplete(next.range);
        }}
        disabled={[{ before: toLocalDate(min) }, { after: toLocalDate(max) }]}
        startMonth={toLocalDate(min)}
        endMonth={toLocalDate(max)}
        defaultMonth={toLocalDate(defaultMonth)}
        numberOfMonths={wide ? 2 : 1}
        today={toLocalDate(today)}
        locale={locale === 'ru' ? ru : enUS}
        classNames={calendarClassNames}
        components={{ DayButton: CalendarDayButton }}
        labels={{
          labelNav: () => t('monthNav'),
          labelPrevious: () => t('previousMonth'),
          labelNext: () => t('nextMonth'),
          labelDayButton: (date, modifiers) =>
            [
              fullDate.format(date),
              modifiers.today ? t('dayToday') : null,
              modifiers.selected ? t('daySelected') : null,
              modifiers.disabled ? t('outsideWindow') : null,
            ]
              .filter(Boolean)
              .join(', '),
        }}
      />
      <p aria-live="polite" className="px-2 text-xs text-slate-600 dark:text-slate-400">
        {pick.anchor
          ? t('pickEnd', { from: formatInputDate(pick.anchor, locale) })
          : t('pickStart')}
      </p>
    </div>
  );
}

/** Scrolls the page so that `element` shows whole, or from its top when it is taller. */
function reveal(element: Element) {
  const box = element.getBoundingClientRect();
  const by =
    box.top < 0 || box.height > window.innerHeight
      ? box.top
      : Math.max(0, box.bottom - window.innerHeight);
  if (by !== 0) window.scrollBy(0, by);
}
