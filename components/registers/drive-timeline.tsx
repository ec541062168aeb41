import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';
import { formatLocalDateTime } from '@/lib/ofd/format';
import type { DrivePeriod } from '@/lib/registers/timelines';
import { TimelineCard, TimelineItem } from './timeline';

/**
 * The fiscal drives the register had, newest first. A drive served from its earliest document until
 * the next drive's earliest document; the current one until now.
 */
export function DriveTimeline({
  periods,
  documentsHref,
}: {
  periods: DrivePeriod[];
  /** Each drive links to its documents, when any can be read. */
  documentsHref?: (drive: string) => string;
}) {
  const t = useTranslations('Register');
  const terms = useTranslations('Terms');
  const locale = useLocale();
  const at = (value: string) => formatLocalDateTime(value, locale, false);
  return (
    <TimelineCard id="drive-history" title={t('drives.title')} empty={t('drives.none')}>
      {periods.map((d) => (
        <TimelineItem key={d.fiscalDriveNumber} current={d.current} testId="drive-entry">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-medium" data-testid="drive-number">
              {d.fiscalDriveNumber}
            </span>
            {d.current ? <Badge tone="info">{t('current')}</Badge> : null}
            {documentsHref && d.earliestDocumentTimestamp ? (
              <Link
                href={documentsHref(d.fiscalDriveNumber)}
                data-testid="drive-documents"
                className={cn(
                  // At least 44 × 44 px on a phone (docs/phones.md).
                  'inline-flex min-h-11 min-w-11 items-center rounded-sm text-sm text-brand-700 underline sm:min-h-0 sm:min-w-0 dark:text-blue-300',
                  focusRing,
                )}
              >
                {t('drives.documents')}
              </Link>
            ) : null}
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('drives.earliest')}</dt>
            <dd data-testid="drive-earliest">
              {d.earliestDocumentTimestamp ? at(d.earliestDocumentTimestamp) : terms('noDocuments')}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('drives.served')}</dt>
            <dd data-testid="drive-served">
              {d.earliestDocumentTimestamp === null
                ? terms('unknown')
                : t.rich('between', {
                    d: (chunks) => <span className="whitespace-nowrap">{chunks}</span>,
                    from: at(d.earliestDocumentTimestamp),
                    to: d.servedUntil
                      ? at(d.servedUntil)
                      : d.current
                        ? t('drives.now')
                        : terms('unknown'),
                  })}
            </dd>
          </dl>
        </TimelineItem>
      ))}
    </TimelineCard>
  );
}
