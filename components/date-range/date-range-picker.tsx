'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Popover } from '@/components/ui/popover';
import type { CalendarDate, DateRange } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/parse-input';
import { getPresets, matchingPreset, presetIds, type PresetId } from '@/lib/dates/presets';
import { cn } from '@/lib/ui/cn';
import { DateField } from './date-field';
import { LazyRangeCalendar, usePreloadCalendar } from './lazy-range-calendar';
import { RangePresets } from './range-presets';
import { useRangeInputs } from './use-range-inputs';
import { StrokeIcon } from '@/components/ui/stroke-icon';

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
    return code ? t(`error.${code}`, { min: show(min), max: show(max) }) : null;
  };

  return (
    <fieldset className={cn('relative flex min-w-0 flex-col gap-1', className)}>
      <legend className="mb-1 text-sm font-semibold">{label ?? t('label')}</legend>
      {min > max ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('noDays')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
            {(['from', 'to'] as const).map((field) => (
              <DateField
                key={field}
                id={`${id}-${field}`}
                label={t(field)}
                value={inputs.drafts[field]}
                error={message(field)}
                hintId={hintId}
                placeholder={locale === 'ru' ? 'дд.мм.гггг' : 'yyyy-mm-dd'}
                onChange={(text) => inputs.setDraft(field, text)}
                onCommit={(all) => inputs.commit(all ? ['from', 'to'] : [field])}
              />
            ))}
            {/* The panel is placed against the fieldset so it fits narrow screens. */}
            <Popover
              className="static"
              label={t('calendar')}
              trigger={(props) => (
                <Button {...props} variant="secondary" className="mt-6 max-sm:px-2.5">
                  <CalendarIcon />
                  {/* Icon only on phones, so both dates and the button fit one line at 390 px. */}
                  <span className="max-sm:sr-only">{t('openCalendar')}</span>
                </Button>
              )}
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
          </div>
          <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t('format')} · {t('available', { from: show(min), to: show(max) })}
          </p>
        </>
      )}
    </fieldset>
  );
}

function CalendarIcon() {
  return (
    <StrokeIcon>
      <rect x="1.5" y="2.5" width="13" height="12" rx="1.5" />
      <path d="M1.5 6.5h13M5 1v3M11 1v3" />
    </StrokeIcon>
  );
}
