'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatInputDate } from '@/lib/dates/format-input';
import { CalendarButton } from './calendar-button';
import { DateField } from './date-field';
import type { DateRangePickerProps } from './date-range-picker';
import { RangeFieldset } from './range-fieldset';

/**
 * The picker as it looks, shown while its code loads (lazy-date-range-picker.tsx): the same frame,
 * the chosen dates as read-only text and the calendar button, so nothing moves when the picker
 * takes its place. Nothing here is in the tab order, so focus never lands on what is replaced.
 */
export function DateRangePlaceholder({ value, min, max, label, className }: DateRangePickerProps) {
  const t = useTranslations('DateRange');
  const locale = useLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <RangeFieldset label={label} min={min} max={max} hintId={hintId} className={className} busy>
      {(['from', 'to'] as const).map((field) => (
        <DateField
          key={field}
          id={`${id}-${field}`}
          label={t(field)}
          value={value ? formatInputDate(value[field], locale) : ''}
          error={null}
          hintId={hintId}
          readOnly
        />
      ))}
      {/* As the picker's popover wraps its trigger (components/ui/popover.tsx). */}
      <div className="inline-block static">
        <CalendarButton tabIndex={-1} aria-disabled />
      </div>
    </RangeFieldset>
  );
}
