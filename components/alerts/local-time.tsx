'use client';

import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

// An absolute time (an acknowledgement, a snooze's end) in the reader's own zone. The server does
// not know that zone, so its HTML says UTC and the browser rewrites it in place after hydration.

const noChange = () => () => {};

export function LocalTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const zone = useSyncExternalStore(
    noChange,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => 'UTC',
  );
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(iso));
  return (
    <time dateTime={iso} title={zone}>
      {zone === 'UTC' ? `${text} UTC` : text}
    </time>
  );
}
