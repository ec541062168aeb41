'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { parseAsString, parseAsStringLiteral } from '@/lib/urls/url-parsers';
import { useUrlStates } from '@/lib/urls/use-url-state';
import { useCallback, type ReactNode } from 'react';
import { documentDetailQuery } from '@/lib/documents/client';
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
  const [{ drive, from, to, view, back }, setUrl] = useUrlStates(urlState, { history: 'push' });
  // With a drive in the address the page prefetched this on the server (hydrated, no second read).
  const query = useQuery({ ...documentDetailQuery(orgId, rnm, drive, fd), enabled: drive !== '' });
  usePreloadDocumentLoaded();
  const period = { drive, from, to };
  const crumbs = (label: string) => <DocumentCrumbs {...{ orgId, rnm, period, back, label }} />;
  const resolved = useCallback(
    (found: string) => void setUrl({ drive: found }, { history: 'replace' }),
    [setUrl],
  );

  const nav = { orgId, rnm, fd, period, back, view };
  const fallback = t('titleFallback', { fd });
  // Until the document is here its title is its number; the skeleton stands in for the heading.
  const page = (body: ReactNode, busy = false) => (
    <div aria-busy={busy || undefined} className="space-y-4">
      {crumbs(fallback)}
      {busy ? null : <h1 className="text-2xl font-semibold">{fallback}</h1>}
      {body}
    </div>
  );

  if (drive === '') {
    return page(
      <DriveResolver
        orgId={orgId}
        rnm={rnm}
        fd={fd}
        onResolved={resolved}
        notFound={<NotFoundNow />}
      />,
    );
  }
  if (query.isPending) {
    return page(
      <>
        <p className="sr-only">{t('loading')}</p>
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-64 w-full" />
      </>,
      true,
    );
  }
  if (query.isError) {
    return page(
      <>
        <DetailNav {...nav} prev={null} next={null} />
        <ProblemState problem={problemOf(query.error)} onRetry={() => void query.refetch()} />
      </>,
    );
  }

  return (
    <LazyDocumentLoaded
      detail={query.data}
      nav={nav}
      onView={(id) => void setUrl({ view: id })}
      crumbs={crumbs}
    />
  );
}
