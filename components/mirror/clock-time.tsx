'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

// A time such as "as of 14:05" in the person's own time zone (the browser's): the server does not know it, so its
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

/** An instant as the person's clock shows it (the time, and the day when it is not today). */
export function ClockTime({ utc }: { utc: string }) {
  return <time dateTime={utc}>{useClockTime(utc)}</time>;
}
