'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ALL_DRIVES } from '@/lib/documents/contract';
import type { DriveDays } from '@/lib/documents/client';
import { formatInputDate } from '@/lib/dates/format-input';
import { LabelledSelect } from '@/components/data-table/labelled-select';

/**
 * Every fiscal drive the register ever had, and (with more than one) all of them at once: a period
 * across a drive replacement then lists both drives' documents, the drive as a column.
 */
export function DriveSelect({
  drives,
  current,
  value,
  onChange,
}: {
  drives: DriveDays[];
  current: string | null;
  value: string;
  onChange: (drive: string) => void;
}) {
  const t = useTranslations('Documents.drive');
  const terms = useTranslations('Terms');
  const locale = useLocale();
  const show = (d: string) => formatInputDate(d, locale);
  const text = (d: DriveDays) =>
    [
      d.fiscalDriveNumber === ALL_DRIVES ? t('all') : d.fiscalDriveNumber,
      d.fiscalDriveNumber === current ? t('current') : null,
      d.period ? `${show(d.period.from)} – ${show(d.period.to)}` : terms('noDocuments'),
    ]
      .filter(Boolean)
      .join(' · ');
  const chosen = drives.find((d) => d.fiscalDriveNumber === value);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <LabelledSelect
        label={terms('drive')}
        value={value}
        onChange={onChange}
        className="flex min-w-0 flex-col gap-1"
        labelClassName="font-semibold"
        selectClassName="max-w-full font-mono lg:mt-5"
      >
        {drives.map((d) => (
          <option key={d.fiscalDriveNumber} value={d.fiscalDriveNumber}>
            {text(d)}
          </option>
        ))}
      </LabelledSelect>
      {/* A closed select shows one line, cut at a phone's width: the chosen drive, wrapped. */}
      {chosen ? (
        <p
          className="text-sm text-slate-600 lg:hidden dark:text-slate-400"
          data-testid="drive-chosen"
          aria-hidden="true"
        >
          {text(chosen)}
        </p>
      ) : null}
    </div>
  );
}
