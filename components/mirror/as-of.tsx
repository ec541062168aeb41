'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

// "as of 14:05" in the person's own time zone (the browser's): the server does not know it, so its
// render says the time in UTC, and the browser's replaces it once the page has hydrated.

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

export function useClockTime(utc: string): string {
  const locale = useLocale();
  const inBrowser = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const instant = new Date(utc);
  const sameDay = instant.toDateString() === new Date().toDateString();
  const format = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(sameDay ? {} : { day: 'numeric', month: 'short' }),
    ...(inBrowser ? {} : { timeZone: 'UTC', timeZoneName: 'short' }),
  });
  return format.format(instant);
}

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
