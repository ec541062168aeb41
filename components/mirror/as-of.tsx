'use client';

import { useTranslations } from 'next-intl';
import { useClockTime } from './clock-time';

/** How fresh mirrored data is: its register's (or the copy's) last sync with the operator. */
export function AsOf({ utc, className }: { utc: string; className?: string }) {
  const t = useTranslations('Mirror');
  const time = useClockTime(utc);
  return (
    <time
      dateTime={utc}
      title={t('asOfTitle', { time })}
      className={className ?? 'text-sm text-slate-600 dark:text-slate-300'}
      data-testid="mirror-as-of"
    >
      {t('asOf', { time })}
    </time>
  );
}
