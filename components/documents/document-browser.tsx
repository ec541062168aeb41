'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { parseAsInteger, parseAsString } from '@/lib/urls/url-parsers';
import { useUrlStates } from '@/lib/urls/use-url-state';
import { isCalendarDate, type DateRange } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import {
  driveForRange,
  registerDays,
  defaultRange,
  overlaps,
  type DriveDays,
} from '@/lib/documents/client';
import { LazyDateRangePicker as DateRangePicker } from '@/components/date-range/lazy-date-range-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DriveSelect } from './drive-select';
import { DriveSwitched, type DriveSwitch } from './drive-switched';
import { OutsideWindow } from './outside-window';
import { LazyPeriodResults as PeriodResults } from './lazy-period-results';

const urlState = {
  drive: parseAsString.withDefault(''),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  // The table's page: a new period starts again at its first page.
  page: parseAsInteger,
};

export type DocumentBrowserProps = {
  orgId: string;
  rnm: string;
  drives: DriveDays[];
  currentDrive: string | null;
  today: string;
  /** The permission window's first day (yyyy-mm-dd). */
  windowFrom: string;
};

/**
 * The document browser of one register: a drive and a period (both in the URL, so a view can be
 * shared and back/forward walk through periods), then that period's documents.
 */
export function DocumentBrowser({
  orgId,
  rnm,
  drives,
  currentDrive,
  today,
  windowFrom,
}: DocumentBrowserProps) {
  const t = useTranslations('Documents');
  const locale = useLocale();
  // A window that opens in the future is said as such, with its first day, before anything about
  // drives: none of them can be read yet, and that is not the drive's fault.
  const notStarted = windowFrom > today ? windowFrom : null;
  const [url, setUrl] = useUrlStates(urlState, { history: 'push', scroll: false });
  const drive = drives.find((d) => d.fiscalDriveNumber === url.drive);
  const selectable = drive?.selectable ?? null;
  // The chooser offers the register's days, not only the chosen drive's (drive-for-range.ts).
  const days = registerDays(drives);
  const [switched, setSwitched] = useState<DriveSwitch | null>(null);
  // A hand-edited address may hold anything: only a real, ordered pair of dates is a period.
  const valid = isCalendarDate(url.from) && isCalendarDate(url.to) && url.from <= url.to;
  const range: DateRange | null = valid ? { from: url.from, to: url.to } : null;

  // An address without a drive or period (the register page's plain link, a bookmark) is completed
  // with the current drive and its last days, replacing the entry so Back does not return to it.
  const fallbackDrive = currentDrive ?? drives.at(-1)?.fiscalDriveNumber ?? '';
  useEffect(() => {
    if (url.drive && url.from && url.to) return;
    const number = url.drive || fallbackDrive;
    const target = drives.find((d) => d.fiscalDriveNumber === number)?.selectable;
    if (!number || !target) return;
    const days = defaultRange(target);
    void setUrl(
      { drive: number, from: url.from || days.from, to: url.to || days.to },
      { history: 'replace' },
    );
  }, [url.drive, url.from, url.to, fallbackDrive, drives, setUrl]);

  const choose = (next: { drive?: string; range?: DateRange }) => {
    setSwitched(null);
    void setUrl({
      drive: next.drive ?? url.drive,
      from: next.range?.from ?? url.from,
      to: next.range?.to ?? url.to,
      page: null,
    });
  };
  // A period picked or typed outside the chosen drive's days goes to the drive that holds it.
  const chooseRange = (next: DateRange) => {
    const holder = driveForRange(drives, url.drive, next);
    choose({ drive: holder, range: next });
    if (holder !== url.drive) setSwitched({ drive: holder, ...next });
  };
  const chooseDrive = (number: string) => {
    const target = drives.find((d) => d.fiscalDriveNumber === number)?.selectable;
    // Keep the period when the new drive covers it; otherwise show the new drive's last days.
    const keep = range && target && overlaps(range, target);
    choose({ drive: number, range: keep ? range : target ? defaultRange(target) : undefined });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 lg:flex-row lg:items-start dark:border-slate-800">
        <DriveSelect
          drives={drives}
          current={currentDrive}
          value={url.drive}
          onChange={chooseDrive}
        />
        {days ? (
          <DateRangePicker
            value={range}
            onChange={chooseRange}
            min={days.from}
            max={days.to}
            today={today}
          />
        ) : null}
      </div>
      {switched && switched.drive === url.drive && switched.from === url.from ? (
        <DriveSwitched change={switched} />
      ) : null}
      {notStarted ? (
        <Alert tone="info" title={t('window.notStartedTitle')} data-testid="window-not-started">
          {t('window.notStartedText', { from: formatInputDate(notStarted, locale) })}
        </Alert>
      ) : !drive && !url.drive ? (
        <Alert tone="warning" title={t('drive.noDaysTitle')}>
          {t('drive.noDaysText')}
        </Alert>
      ) : !drive ? (
        <Alert tone="warning" title={t('drive.unknownTitle')}>
          {t('drive.unknownText')}
        </Alert>
      ) : !selectable ? (
        <Alert tone="warning" title={t('drive.noDaysTitle')}>
          {t('drive.noDaysText')}
        </Alert>
      ) : !range || !overlaps(range, selectable) ? (
        <OutsideWindow
          range={range}
          selectable={selectable}
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => choose({ range: defaultRange(selectable) })}
            >
              {t('outside.showLatest')}
            </Button>
          }
        />
      ) : (
        <PeriodResults
          key={`${url.drive}/${url.from}/${url.to}`}
          orgId={orgId}
          rnm={rnm}
          period={{ drive: url.drive, from: url.from, to: url.to }}
        />
      )}
    </div>
  );
}
