'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { useDateTime } from '@/components/format/use-format';
import { formatLocalDate } from '@/lib/ofd/format';
import type { NotSearchable } from '@/lib/receipt-search/contract';

/** Register-days outside the permission window: not searched, which is not "nothing found". */
export function NoAccessNote({ registers }: { registers: NotSearchable[] }) {
  const t = useTranslations('ReceiptSearch.noAccess');
  const locale = useLocale();
  const dateTime = useDateTime();
  if (registers.length === 0) return null;
  const date = (value: string) => formatLocalDate(value, locale);
  return (
    <Alert tone="warning" title={t('title')} data-testid="receipt-search-no-access">
      <p>{t('text')}</p>
      <ul className="mt-1 list-disc pl-5">
        {registers.flatMap((r) => {
          const names = { register: r.registerName, rnm: r.kktRegId };
          const lines = r.ranges.map((range) => (
            <li key={`${r.kktRegId}/${range.from}`}>
              {t('range', { ...names, from: date(range.from), to: date(range.to) })}
            </li>
          ));
          // A window that cuts into a day leaves no whole day outside: say the window itself.
          return lines.length > 0
            ? lines
            : [
                <li key={r.kktRegId}>
                  {t('window', {
                    ...names,
                    from: dateTime(r.window.from)!,
                    to: dateTime(r.window.to)!,
                  })}
                </li>,
              ];
        })}
      </ul>
    </Alert>
  );
}
