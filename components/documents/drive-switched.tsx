'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ALL_DRIVES } from '@/lib/documents/contract';
import { formatInputDate } from '@/lib/dates/format-input';
import { Alert } from '@/components/ui/alert';

export type DriveSwitch = { drive: string; from: string; to: string };

/**
 * Said in place when a chosen period moved the browser to another fiscal drive
 * (lib/documents/client/drive-for-range.ts): which drive holds those days, so the change is never silent.
 */
export function DriveSwitched({ change }: { change: DriveSwitch }) {
  const t = useTranslations('Documents.drive');
  const locale = useLocale();
  const days = {
    from: formatInputDate(change.from, locale),
    to: formatInputDate(change.to, locale),
  };
  return (
    <Alert tone="info" role="status" data-testid="drive-switched">
      {change.drive === ALL_DRIVES
        ? t('switchedAll', days)
        : t('switched', { ...days, drive: change.drive })}
    </Alert>
  );
}
