import type { ClassNames } from 'react-day-picker';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

const navButton = cn(
  'inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 disabled:opacity-30 disabled:hover:bg-transparent dark:hover:bg-slate-800',
  focusRing,
);

/** Tailwind classes for react-day-picker's parts (its own stylesheet is not loaded). */
export const calendarClassNames: Partial<ClassNames> = {
  root: 'relative',
  months: 'relative flex flex-col gap-4 sm:flex-row',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-9 items-center px-2',
  caption_label: 'text-sm font-semibold capitalize',
  nav: 'absolute top-0 right-0 z-10 flex gap-1',
  button_previous: navButton,
  button_next: navButton,
  chevron: 'size-4 fill-current',
  month_grid: 'border-separate border-spacing-x-0 border-spacing-y-0.5',
  weekday: 'size-9 text-xs font-normal text-slate-600 capitalize dark:text-slate-400',
  // Days of neighbouring months are hidden but still carry range modifiers: no band behind them.
  day: 'p-0 text-center data-hidden:bg-transparent data-outside:bg-transparent',
  // The band behind a range; the ends' solid buttons are drawn by CalendarDayButton.
  range_middle: 'bg-brand-50 dark:bg-brand-700/40',
  range_start: 'rounded-l-md bg-brand-50 dark:bg-brand-700/40',
  range_end: 'rounded-r-md bg-brand-50 dark:bg-brand-700/40',
};
