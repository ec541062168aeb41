'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useCallback } from 'react';
import { documentDetailQuery } from '@/lib/query/documents';
import { problemOf } from '@/lib/query/api-error';
import { Skeleton } from '@/components/ui/skeleton';
import { LazyProblemState as ProblemState } from '../lazy-problem-state';
import { DetailNav } from './detail-nav';
import { DocumentCrumbs } from './document-crumbs';
import { DriveResolver } from './drive-resolver';
import { LazyDocumentLoaded, usePreloadDocumentLoaded } from './lazy-document-loaded';

const views = ['details', 'print', 'raw'] as const;
const urlState = {
  drive: parseAsString.withDefault(''),
  from: parseAsString.withDefault(''),
  to: parseAsString.withDefault(''),
  view: parseAsStringLiteral(views).withDefault('details'),
  back: parseAsString.withDefault(''),
};

/** The segment's not-found page, from inside the client tree. */
function NotFoundNow(): never {
  notFound();
}

/** One fiscal document: its readable view, a paper view for receipts, and every raw field. */
export function DocumentDetailPage({ orgId, rnm, fd }: { orgId: string; rnm: string; fd: number }) {
  const t = useTranslations('DocumentDetail');
  const [{ drive, from, to, view, back }, setUrl] = useQueryStates(urlState, { history: 'push' });
  const query = useQuery({ ...documentDetailQuery(orgId, rnm, drive, fd), enabled: drive !== '' });
  usePreloadDocumentLoaded();
  const period = { drive, from, to };
  const crumbs = (label: string) => <DocumentCrumbs {...{ orgId, rnm, period, back, label }} />;
  const resolved = useCallback(
    (found: string) => void setUrl({ drive: found }, { history: 'replace' }),
    [setUrl],
  );

  if (drive === '') {
    return (
      <div className="space-y-4">
        {crumbs(t('titleFallback', { fd }))}
        <h1 className="text-2xl font-semibold">{t('titleFallback', { fd })}</h1>
        <DriveResolver
          orgId={orgId}
          rnm={rnm}
          fd={fd}
          onResolved={resolved}
          notFound={<NotFoundNow />}
        />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" className="space-y-4">
        {crumbs(t('titleFallback', { fd }))}
        <p className="sr-only">{t('loading')}</p>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (query.isError) {
    const problem = problemOf(query.error);
    return (
      <div className="space-y-4">
        {crumbs(t('titleFallback', { fd }))}
        <h1 className="text-2xl font-semibold">{t('titleFallback', { fd })}</h1>
        <DetailNav
          orgId={orgId}
          rnm={rnm}
          fd={fd}
          period={period}
          back={back}
          view={view}
          prev={null}
          next={null}
        />
        <ProblemState problem={problem} onRetry={() => void query.refetch()} />
      </div>
    );
  }

  return (
    <LazyDocumentLoaded
      detail={query.data}
      nav={{ orgId, rnm, fd, period, back, view }}
      onView={(id) => void setUrl({ view: id })}
      crumbs={crumbs}
    />
  );
}
