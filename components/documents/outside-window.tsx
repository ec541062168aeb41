'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DateRange } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import { Alert } from '@/components/ui/alert';

/**
 * A period in the URL that no day of the drive's readable period covers (an old link, a typed
 * address). It is explained where the results would be, with the days that can be read.
 */
export function OutsideWindow({
  range,
  selectable,
  action,
}: {
  range: DateRange | null;
  selectable: DateRange;
  action: ReactNode;
}) {
  const t = useTranslations('Documents.outside');
  const locale = useLocale();
  const show = (d: string) => formatInputDate(d, locale);
  return (
    <Alert
      tone="warning"
      title={range ? t('title') : t('noRangeTitle')}
      data-testid="outside-window"
    >
      <p>
        {range
          ? t('text', {
              from: show(range.from),
              to: show(range.to),
              min: show(selectable.from),
              max: show(selectable.to),
            })
          : t('noRangeText', { min: show(selectable.from), max: show(selectable.to) })}
      </p>
      <div className="mt-2">{action}</div>
    </Alert>
  );
}
