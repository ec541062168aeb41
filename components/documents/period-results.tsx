'use client';

import { useTranslations } from 'next-intl';
import { problemOf } from '@/lib/query/api-error';
import type { PeriodOnDrive } from '@/lib/documents/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyAsOfNotice } from './copy-as-of-notice';
import { FirstRows } from './first-rows';
import { usePreloadDocumentsTable } from './lazy-documents-table';
import { LazyPeriodLoaded, usePreloadPeriodLoaded } from './lazy-period-loaded';
import { LoadProgress } from './load-progress';
import { LazyProblemState as ProblemState } from './lazy-problem-state';
import { useDocumentsView } from './use-documents-view';
import { usePeriodLoad } from './use-period-load';

/** A chosen period: loaded once with progress, then summary, table or shifts, and exports. */
export function PeriodResults({
  orgId,
  rnm,
  period,
}: {
  orgId: string;
  rnm: string;
  period: PeriodOnDrive;
}) {
  const t = useTranslations('Documents');
  const { load, cancel, retry } = usePeriodLoad({ orgId, rnm, period });
  usePreloadDocumentsTable();
  usePreloadPeriodLoaded();
  const {
    columns,
    selection,
    order,
    page: at,
    query,
  } = useDocumentsView(orgId, rnm, period, load.status === 'done');

  if (load.status === 'loading') {
    return (
      <div className="space-y-4">
        <LoadProgress progress={load.progress} onCancel={cancel} />
        <FirstRows orgId={orgId} rnm={rnm} selection={selection} order={order} {...at} />
      </div>
    );
  }
  if (load.status === 'cancelled') {
    return (
      <Alert title={t('load.cancelledTitle')} data-testid="load-cancelled">
        <p>{t('load.cancelledText')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
          {t('load.again')}
        </Button>
      </Alert>
    );
  }
  if (load.status === 'error') return <ProblemState problem={load.problem} onRetry={retry} />;
  if (query.isError && !query.data) {
    const problem = problemOf(query.error);
    return <ProblemState problem={problem} onRetry={() => void query.refetch()} />;
  }

  // The page and its fetching state are read here, not in the lazy part: React Query re-renders
  // this component only for the fields it reads in its own render, and a part whose code arrives
  // after the data would otherwise keep the result it was first given (still fetching, no page).
  return (
    <>
      <CopyAsOfNotice page={query.data} />
      <LazyPeriodLoaded
        orgId={orgId}
        rnm={rnm}
        period={period}
        view={{ columns, selection, order, page: query.data, fetching: query.isFetching }}
      />
    </>
  );
}
