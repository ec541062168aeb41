'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PeriodOnDrive } from '@/lib/documents-ui/selection';
import { documentHref, documentsHref } from '@/lib/urls/urls';
import { buttonClasses } from '@/components/ui/button';

/** Back to the list of the same period, and the previous and next document of the same drive. */
export function DetailNav({
  orgId,
  rnm,
  period,
  prev,
  next,
}: {
  orgId: string;
  rnm: string;
  period: Partial<PeriodOnDrive>;
  prev: number | null;
  next: number | null;
}) {
  const t = useTranslations('DocumentDetail.nav');
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  const off = `${link} pointer-events-none opacity-50`;
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-2 print:hidden">
      <Link
        href={documentsHref(orgId, rnm, period)}
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
      <span className="ml-auto flex gap-2">
        {prev !== null ? (
          <Link rel="prev" href={documentHref(orgId, rnm, prev, period)} className={link}>
            <span aria-hidden="true">‹</span> {t('previous', { fd: prev })}
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            <span aria-hidden="true">‹</span> {t('noPrevious')}
          </span>
        )}
        {next !== null ? (
          <Link rel="next" href={documentHref(orgId, rnm, next, period)} className={link}>
            {t('next', { fd: next })} <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            {t('noNext')} <span aria-hidden="true">›</span>
          </span>
        )}
      </span>
    </nav>
  );
}
