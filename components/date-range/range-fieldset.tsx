'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CalendarDate } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { cn } from '@/lib/ui/cn';

/**
 * The period chooser's frame: legend, a row of fields and the format hint (or why no day can be
 * chosen). The picker and its stand-in share it, so the stand-in takes exactly the picker's place.
 */
export function RangeFieldset({
  label,
  min,
  max,
  hintId,
  className,
  busy,
  children,
}: {
  label?: string;
  min: CalendarDate;
  max: CalendarDate;
  hintId: string;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('DateRange');
  const locale = useLocale();
  return (
    <fieldset
      aria-busy={busy || undefined}
      className={cn('relative flex min-w-0 flex-col gap-1', className)}
    >
      <legend className="mb-1 text-sm font-semibold">{label ?? t('label')}</legend>
      {min > max ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('noDays')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-x-2 gap-y-1 sm:gap-x-3">{children}</div>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t('format')} ·{' '}
            {t('available', {
              from: formatInputDate(min, locale),
              to: formatInputDate(max, locale),
            })}
          </p>
        </>
      )}
    </fieldset>
  );
}
