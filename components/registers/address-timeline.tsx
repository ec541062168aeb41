import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatLocalDate } from '@/lib/ofd/format';
import type { AddressPeriod } from '@/lib/registers/timelines';
import { TimelineCard, TimelineItem } from './timeline';

/** Where the register stood, newest first: each address with the day documents began to come from it. */
export function AddressTimeline({ periods }: { periods: AddressPeriod[] }) {
  const t = useTranslations('Register');
  const locale = useLocale();
  const date = (value: string) => formatLocalDate(value, locale);
  return (
    <TimelineCard id="address-history" title={t('addresses.title')} empty={t('addresses.none')}>
      {periods.map((p) => (
        <TimelineItem
          key={`${p.startDate}-${p.address}`}
          current={p.current}
          testId="address-entry"
        >
          <p className="flex flex-wrap items-center gap-2 font-medium">
            <span data-testid="address-text">{p.address}</span>
            {p.current ? <Badge tone="info">{t('current')}</Badge> : null}
          </p>
          <p
            className="mt-1 text-sm text-slate-600 dark:text-slate-400"
            data-testid="address-period"
          >
            {p.startDate === null
              ? t('addresses.noStart')
              : p.endDate === null
                ? t('addresses.since', { from: date(p.startDate) })
                : t.rich('between', {
                    from: date(p.startDate),
                    to: date(p.endDate),
                    d: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                  })}
          </p>
        </TimelineItem>
      ))}
    </TimelineCard>
  );
}
