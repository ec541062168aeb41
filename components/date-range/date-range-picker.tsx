'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Popover } from '@/components/ui/popover';
import type { CalendarDate, DateRange } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { dateErrorMessage, noSuchDayOf } from '@/lib/dates/parse-input';
import { presetIds, type PresetId } from '@/lib/dates/preset-ids';
import { getPresets, matchingPreset } from '@/lib/dates/presets';
import { CalendarButton } from './calendar-button';
import { DateField } from './date-field';
import { LazyRangeCalendar, usePreloadCalendar } from './lazy-range-calendar';
import { RangeFieldset } from './range-fieldset';
import { RangePresets } from './range-presets';
import { useRangeInputs } from './use-range-inputs';

export type DateRangePickerProps = {
  /** The chosen period, both ends inclusive, as 'YYYY-MM-DD'. */
  value: DateRange | null;
  onChange: (range: DateRange) => void;
  /** First and last selectable day: the permission window intersected with the drive's period. */
  min: CalendarDate;
  max: CalendarDate;
  /** "Today" for the presets and the calendar's mark, decided by the caller (e.g. the shop's zone). */
  today: CalendarDate;
  /** The fieldset's legend; "Period" by default. */
  label?: string;
  presets?: readonly PresetId[];
  className?: string;
};

/** A period chooser: two typed dates, and a calendar with quick ranges, limited to [min, max]. */
export function DateRangePicker({
  value,
  onChange,
  min,
  max,
  today,
  label,
  presets: ids = presetIds,
  className,
}: DateRangePickerProps) {
  const t = useTranslations('DateRange');
  const locale = useLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  const bounds = { from: min, to: max };
  const inputs = useRangeInputs({ value, bounds, locale, onChange });
  usePreloadCalendar();
  const presets = getPresets(today, bounds, ids);
  const show = (d: CalendarDate) => formatInputDate(d, locale);
  const message = (field: 'from' | 'to') => {
    const code = inputs.errors[field];
    const text = inputs.drafts[field];
    const values = { min: show(min), max: show(max), ...noSuchDayOf(text) };
    return code ? t(`error.${dateErrorMessage(code, text)}`, values) : null;
  };

  return (
    <RangeFieldset label={label} min={min} max={max} hintId={hintId} className={className}>
      {(['from', 'to'] as const).map((field) => (
        <DateField
          key={field}
          id={`${id}-${field}`}
          label={t(field)}
          value={inputs.drafts[field]}
          error={message(field)}
          hintId={hintId}
          onChange={(text) => inputs.setDraft(field, text)}
          onCommit={(all) => inputs.commit(all ? ['from', 'to'] : [field])}
        />
      ))}
      {/* The panel is placed against the fieldset so it fits narrow screens. */}
      <Popover
        className="static"
        label={t('calendar')}
        trigger={(props) => <CalendarButton {...props} />}
        panelClassName="p-3"
      >
        {({ close }) => (
          <div className="flex flex-col gap-3 sm:flex-row">
            <RangePresets
              presets={presets}
              current={matchingPreset(presets, value)}
              onPick={(range) => {
                onChange(range);
                close();
              }}
            />
            <LazyRangeCalendar
              value={value}
              min={min}
              max={max}
              today={today}
              onComplete={(range) => {
                onChange(range);
                close();
              }}
            />
          </div>
        )}
      </Popover>
    </RangeFieldset>
  );
}
