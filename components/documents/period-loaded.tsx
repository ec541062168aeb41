'use client';

import { useTranslations } from 'next-intl';
import { parseAsStringLiteral } from '@/lib/urls/url-parsers';
import { useUrlState } from '@/lib/urls/use-url-state';
import { MAX_PERIOD_DAYS, type DocumentsPage, type PeriodOnDrive } from '@/lib/documents/contract';
import { documentsApiBase } from '@/lib/urls/urls';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { ExportButtons } from './export-buttons';
import { LazyDocumentsTable } from './lazy-documents-table';
import { ShiftFilter } from './shift-filter';
import { ShiftView } from './shift-view';
import { SummaryBand } from './summary-band';
import { UnreadableNotice } from './unreadable-notice';
import { useDateTime } from '@/components/format/use-format';
import type { useDocumentsView } from './use-documents-view';

const tabs = ['list', 'shifts'] as const;

type Props = {
  orgId: string;
  rnm: string;
  period: PeriodOnDrive;
  view: Pick<ReturnType<typeof useDocumentsView>, 'columns' | 'selection' | 'order'> & {
    /** The page of the current selection, order and paging; undefined until the first arrives. */
    page: DocumentsPage | undefined;
    fetching: boolean;
  };
};

/** A loaded period: its summary, the list or the shifts, and exports. */
export function PeriodLoaded({ orgId, rnm, period, view }: Props) {
  const t = useTranslations('Documents');
  const dateTime = useDateTime();
  const base = documentsApiBase(orgId, rnm);
  const { columns, selection, order, page, fetching } = view;
  const [tab, setTab] = useUrlState(
    'tab',
    parseAsStringLiteral(tabs).withDefault('list').withOptions({ history: 'push' }),
  );
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
      {selection.q ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="search-scope">
          {t('searchScope', {
            q: selection.q,
            sales: selection.ops.length === 1 && selection.ops[0] === 1 ? 'yes' : 'no',
          })}
        </p>
      ) : null}
      {page ? (
        <UnreadableNotice count={page.unreadable} documents={page.unreadableDocuments ?? []} />
      ) : null}
      {page?.otherDay ? (
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="other-day-note">
          {t('otherDay', { count: page.otherDay })}
        </p>
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
                loading={fetching}
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
