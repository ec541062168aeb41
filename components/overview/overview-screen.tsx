'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LazyDateRangePicker as DateRangePicker } from '@/components/date-range/lazy-date-range-picker';
import { LazyQueryError as QueryError } from '@/components/errors/lazy-query-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { addDays } from '@/lib/dates/calendar';
import { overviewPresetIds } from '@/lib/dates/preset-ids';
import type { OverviewProgress as Progress } from '@/lib/query/overview-stream';
import { overviewQuery } from '@/lib/query/overview';
import { LazyOverviewAnswer, usePreloadOverviewAnswer } from './lazy-overview-answer';
import { OverviewProgress } from './overview-progress';
import { ScopeSelect } from './scope-select';
import { useOverviewUrl } from './use-overview-url';

/** How far back the picker reaches: the previous period of a year must still be askable. */
const HISTORY_DAYS = 5 * 366;

/** The sales overview: scope, period and comparison (in the URL), then figures and charts. */
export function OverviewScreen({ today, fixedOrg }: { today: string; fixedOrg?: string }) {
  const t = useTranslations('Overview');
  const view = useOverviewUrl(today, fixedOrg);
  const [progress, setProgress] = useState<Progress | null>(null);
  const query = useQuery({
    ...overviewQuery(view.input, setProgress),
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  usePreloadOverviewAnswer();
  return (
    <div className="space-y-6">
      <section
        aria-label={t('controls')}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 lg:flex-row lg:flex-wrap lg:items-start dark:border-slate-800"
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
