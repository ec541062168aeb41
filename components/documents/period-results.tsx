'use client';

import { useTranslations } from 'next-intl';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { MAX_PERIOD_DAYS } from '@/lib/documents/contract';
import { problemOf } from '@/lib/query/api-error';
import type { PeriodOnDrive } from '@/lib/documents-ui/selection';
import { documentsApiBase, progressUrl } from '@/lib/urls/urls';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { ExportButtons } from './export-buttons';
import { FirstRows } from './first-rows';
import { LazyDocumentsTable, usePreloadDocumentsTable } from './lazy-documents-table';
import { LoadProgress } from './load-progress';
import { ProblemState } from './problem-state';
import { ShiftFilter } from './shift-filter';
import { ShiftView } from './shift-view';
import { SummaryBand } from './summary-band';
import { UnreadableNotice } from './unreadable-notice';
import { useDateTime } from './use-format';
import { useDocumentsView } from './use-documents-view';
import { usePeriodLoad } from './use-period-load';

const tabs = ['list', 'shifts'] as const;

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
  const dateTime = useDateTime();
  const base = documentsApiBase(orgId, rnm);
  const { load, cancel, retry } = usePeriodLoad(progressUrl(base, period));
  usePreloadDocumentsTable();
  const [tab, setTab] = useQueryState(
    'tab',
    parseAsStringLiteral(tabs).withDefault('list').withOptions({ history: 'push' }),
  );
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

  const page = query.data;
  const range = page?.range;
  return (
    <div className="space-y-4">
      {range?.clipped ? (
        <Alert tone="info" data-testid="range-clipped">
          {t(range.limited ? 'limited' : 'clipped', {
            from: dateTime(range.from) ?? '',
            to: dateTime(range.to) ?? '',
            days: MAX_PERIOD_DAYS,
          })}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('summary.title')}</h2>
        <ExportButtons base={base} selection={selection} order={order} />
      </div>
      <ShiftFilter />
      {page ? (
        <UnreadableNotice count={page.unreadable} documents={page.unreadableDocuments ?? []} />
      ) : null}
      {page ? <SummaryBand summary={page.summary} /> : <Skeleton className="h-24 w-full" />}
      {page && page.unreadable > 0 ? (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="summary-excludes">
          {t('unreadable.summaryExcludes', { count: page.unreadable })}
        </p>
      ) : null}
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={(id) => void setTab(id as (typeof tabs)[number])}
        items={[
          {
            id: 'list',
            label: t('tabs.list'),
            content: (
              <LazyDocumentsTable
                orgId={orgId}
                rnm={rnm}
                period={period}
                columns={columns}
                page={page}
                loading={query.isFetching}
              />
            ),
          },
          {
            id: 'shifts',
            label: t('tabs.shifts'),
            content: <ShiftView orgId={orgId} rnm={rnm} selection={selection} />,
          },
        ]}
      />
    </div>
  );
}
