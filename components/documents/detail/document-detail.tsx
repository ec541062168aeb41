'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useCallback } from 'react';
import { documentDetailQuery } from '@/lib/query/documents';
import { problemOf } from '@/lib/query/api-error';
import { documentTypeMessage } from '@/lib/ofd/enums';
import { isCheckDocument } from '@/lib/ofd/document-types';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { PaperReceipt } from '@/components/receipt/paper-receipt';
import { ProblemState } from '../problem-state';
import { useDateTime, useFiscalWords } from '../use-format';
import { DetailNav } from './detail-nav';
import { DocumentCrumbs } from './document-crumbs';
import { DriveResolver } from './drive-resolver';
import { DocumentBody } from './document-body';
import { LazyRawView, usePreloadRawView } from './lazy-raw-view';

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
  const words = useFiscalWords();
  const dateTime = useDateTime();
  const [{ drive, from, to, view, back }, setUrl] = useQueryStates(urlState, { history: 'push' });
  const query = useQuery({ ...documentDetailQuery(orgId, rnm, drive, fd), enabled: drive !== '' });
  usePreloadRawView();
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

  const detail = query.data;
  const { document } = detail;
  const isCheck = isCheckDocument(document);
  const paper = isCheck ? (
    <div className="space-y-4">
      <div className="flex justify-end print:hidden">
        <Button onClick={() => window.print()}>{t('print')}</Button>
      </div>
      <PaperReceipt detail={{ ...detail, document }} />
    </div>
  ) : null;
  const items = [
    { id: 'details', label: t('view.details'), content: <DocumentBody detail={detail} /> },
    ...(paper ? [{ id: 'print', label: t('view.print'), content: paper }] : []),
    { id: 'raw', label: t('view.raw'), content: <LazyRawView document={document} /> },
  ];
  const title = t('title', { type: words(documentTypeMessage(document.type)), fd });
  return (
    <div className="space-y-4">
      {crumbs(title)}
      <header className={view === 'print' ? 'space-y-1 print:hidden' : 'space-y-1'}>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('subtitle', {
            dateTime: dateTime(document.dateTime) ?? '',
            register: detail.cashbox.name || detail.cashbox.regNumber,
          })}
        </p>
      </header>
      <DetailNav
        orgId={orgId}
        rnm={rnm}
        fd={fd}
        period={period}
        back={back}
        view={view}
        prev={detail.prev}
        next={detail.next}
      />
      <Tabs
        label={t('view.label')}
        items={items}
        value={view === 'print' && !paper ? 'details' : view}
        onValueChange={(id) => void setUrl({ view: id as (typeof views)[number] })}
        className="print:[&>[role=tablist]]:hidden"
      />
    </div>
  );
}
