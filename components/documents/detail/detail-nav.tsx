'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { neighboursQuery } from '@/lib/documents/client';
import type { PeriodOnDrive } from '@/lib/documents/contract';
import { documentHref, documentsHref, listBackHref } from '@/lib/urls/urls';
import { buttonClasses } from '@/components/ui/button';
import { listPlace } from './list-place';

const NO_LIST = { drive: '', from: '', to: '', types: [], ops: [], q: '' };
const NEWEST = { sort: 'dateTime', dir: 'desc' } as const;

type Props = {
  orgId: string;
  rnm: string;
  fd: number;
  period: Partial<PeriodOnDrive>;
  /** The list's query the document was opened from (docs/keep-my-place.md). */
  back: string;
  /** The open tab, kept while stepping. */
  view: string;
  prev: number | null;
  next: number | null;
};

/**
 * Back to the list exactly as it was (search, filters, sort, page), previous and next within that
 * filtered, sorted list, and the previous and next FD number of the drive (every document of it).
 * On a phone the steps are short (an arrow; an FD number), each link keeping its full name, so
 * the receipt itself starts on the first screen (docs/phones.md).
 */
export function DetailNav({ orgId, rnm, fd, period, back, view, prev, next }: Props) {
  const t = useTranslations('DocumentDetail.nav');
  const terms = useTranslations('Terms');
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  const off = `${link} pointer-events-none opacity-50`;
  const place = back ? listPlace(back) : null;
  const drive = period.drive ?? '';
  const neighbours = useQuery({
    ...neighboursQuery(orgId, rnm, place?.selection ?? NO_LIST, place?.order ?? NEWEST, {
      drive,
      fd,
    }),
    enabled: place !== null && drive !== '',
  });
  const open = (target: { fd: number; drive: string }) =>
    documentHref(orgId, rnm, target.fd, { ...period, drive: target.drive }, view, back);
  const inList = neighbours.data?.position ? neighbours.data : null;
  return (
    <nav aria-label={t('label')} className="flex flex-col gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          href={back ? listBackHref(orgId, rnm, back) : documentsHref(orgId, rnm, period)}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
        >
          <span aria-hidden="true">←</span> {t('back')}
        </Link>
        {inList ? (
          <span className="ml-auto flex flex-wrap items-center gap-2" data-testid="list-nav">
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t('position', { position: inList.position, total: inList.total })}
            </span>
            {inList.prev ? (
              <Link rel="prev" href={open(inList.prev)} className={link}>
                <span aria-hidden="true">‹</span>{' '}
                <span className="max-sm:sr-only">{t('previousInList')}</span>
              </Link>
            ) : (
              <span aria-disabled="true" className={off}>
                {t('firstInList')}
              </span>
            )}
            {inList.next ? (
              <Link rel="next" href={open(inList.next)} className={link}>
                <span className="max-sm:sr-only">{t('nextInList')}</span>{' '}
                <span aria-hidden="true">›</span>
              </Link>
            ) : (
              <span aria-disabled="true" className={off}>
                {t('lastInList')}
              </span>
            )}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="text-sm text-slate-600 dark:text-slate-400">
          <Step long={t('onDrive')} short={t('onDriveShort')} />
        </span>
        {prev !== null ? (
          <Link
            href={open({ fd: prev, drive })}
            className={link}
            aria-label={t('previous', { fd: prev })}
          >
            <span aria-hidden="true">‹</span>{' '}
            <Step long={t('previous', { fd: prev })} short={terms('fdOf', { fd: prev })} />
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            <span aria-hidden="true">‹</span> {t('noPrevious')}
          </span>
        )}
        {next !== null ? (
          <Link
            href={open({ fd: next, drive })}
            className={link}
            aria-label={t('next', { fd: next })}
          >
            <Step long={t('next', { fd: next })} short={terms('fdOf', { fd: next })} />{' '}
            <span aria-hidden="true">›</span>
          </Link>
        ) : (
          <span aria-disabled="true" className={off}>
            {t('noNext')} <span aria-hidden="true">›</span>
          </span>
        )}
      </div>
    </nav>
  );
}

/** Words in full from 640 px, and short on a phone (an FD number alone, "Drive:"). */
function Step({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className="max-sm:hidden">{long}</span>
      <span className="sm:hidden">{short}</span>
    </>
  );
}
