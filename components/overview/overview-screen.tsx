'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyDateRangePicker as DateRangePicker } from '@/components/date-range/lazy-date-range-picker';
import { LazyQueryError as QueryError } from '@/components/errors/lazy-query-error';
import { Label } from '@/components/ui/label';
import { PhoneFold } from '@/components/ui/phone-fold';
import { Select } from '@/components/ui/select';
import { addDays } from '@/lib/dates/calendar';
import { formatLocalDate } from '@/lib/ofd/format';
import { overviewPresetIds } from '@/lib/dates/preset-ids';
import type { OverviewProgress as Progress } from '@/lib/query/overview-stream';
import { overviewQuery } from '@/lib/query/overview';
import { LazyOverviewAnswer, usePreloadOverviewAnswer } from './lazy-overview-answer';
import { OverviewProgress } from './overview-progress';
import { ScopeSelect, useScopeName } from './scope-select';
import { useOverviewUrl } from './use-overview-url';

/** How far back the picker reaches: the previous period of a year must still be askable. */
const HISTORY_DAYS = 5 * 366;

/** The sales overview: scope, period and comparison (in the URL), then figures and charts. */
export function OverviewScreen({ today, fixedOrg }: { today: string; fixedOrg?: string }) {
  const t = useTranslations('Overview');
  const locale = useLocale();
  const view = useOverviewUrl(today, fixedOrg);
  const scopeName = useScopeName(view.scope);
  const [progress, setProgress] = useState<Progress | null>(null);
  const query = useQuery({
    ...overviewQuery(view.input, setProgress),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  usePreloadOverviewAnswer();
  return (
    <div className="space-y-6">
      {/* On a phone the controls fold behind one line that says what the figures are of, so
          that the figures themselves start on the first screen (docs/phones.md). */}
      <section
        aria-label={t('controls')}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 max-sm:p-2 dark:border-slate-800"
      >
        <PhoneFold
          testId="overview-controls-fold"
          buttonClassName="border-0 px-2"
          className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-start max-sm:p-2"
          button={
            <>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="tabular-nums">
                  {formatLocalDate(view.range.from, locale)} –{' '}
                  {formatLocalDate(view.range.to, locale)}
                </span>
                <span className="truncate text-xs font-normal text-slate-600 dark:text-slate-400">
                  {scopeName}
                </span>
              </span>
              <span className="text-brand-700 dark:text-brand-100">{t('fold.edit')}</span>
            </>
          }
        >
          <ScopeSelect value={view.scope} onChange={view.setScope} fixedOrg={fixedOrg} />
          <DateRangePicker
            value={view.range}
            onChange={view.setRange}
            min={addDays(today, -HISTORY_DAYS)}
            max={today}
            today={today}
            presets={overviewPresetIds}
          />
          <CompareSelect value={view.compare} onChange={view.setCompare} />
        </PhoneFold>
      </section>
      {query.isError && !answer ? (
        <QueryError error={query.error} onRetry={query.refetch} />
      ) : !answer ? (
        <OverviewProgress progress={progress} />
      ) : (
        <LazyOverviewAnswer
          answer={answer}
          input={view.input}
          fetching={query.isFetching}
          progress={progress}
        />
      )}
    </div>
  );
}

function CompareSelect({
  value,
  onChange,
}: {
  value: 'previous' | 'year';
  onChange: (value: 'previous' | 'year') => void;
}) {
  const t = useTranslations('Overview.compare');
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="overview-compare">{t('label')}</Label>
      <Select
        id="overview-compare"
        value={value}
        onChange={(event) => onChange(event.target.value === 'year' ? 'year' : 'previous')}
      >
        <option value="previous">{t('previous')}</option>
        <option value="year">{t('year')}</option>
      </Select>
    </div>
  );
}
