'use client';

import { useEffect, useRef } from 'react';
import type { DayButtonProps } from 'react-day-picker';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

/**
 * The day button with its look decided here from the day's modifiers (range ends solid, today
 * underlined, disabled faded), which avoids CSS specificity fights between modifier classes.
 * Moving focus on `modifiers.focused` keeps react-day-picker's keyboard navigation working.
 */
export function CalendarDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  void day; // taken out of props so it is not spread onto the <button>
  const edge = modifiers.range_start || modifiers.range_end;
  return (
    <button
      ref={ref}
      {...props}
      className={cn(
        className,
        'inline-flex size-9 items-center justify-center rounded-md text-sm tabular-nums',
        focusRing,
        modifiers.today && 'font-bold underline decoration-2 underline-offset-4',
        edge
          ? 'bg-brand-600 text-white hover:bg-brand-700'
          : modifiers.range_middle
            ? 'hover:bg-brand-100 dark:hover:bg-brand-700/60'
            : 'hover:bg-slate-100 dark:hover:bg-slate-800',
        modifiers.disabled &&
          'cursor-not-allowed text-slate-400 line-through decoration-1 hover:bg-transparent dark:text-slate-600 dark:hover:bg-transparent',
      )}
    />
  );
}
