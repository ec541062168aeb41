'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryError } from '@/components/errors/query-error';
import { EmptyState } from '@/components/ui/empty-state';
import { LOOKUP_MIN_LENGTH } from '@/lib/lookup/query';
import { healthQuery, lookupQuery } from '@/lib/query/options';
import { DownOperatorsNotice } from '@/components/operators/down-operators-notice';
import { LookupResultCard } from './lookup-result-card';
import { LookupSkeleton } from './lookup-skeleton';
import { RnmTypoNotice } from './rnm-typo-notice';
import { useLookupQueryState } from './use-lookup-query';

/** What the URL's `?q=` finds, kept on screen while the next query loads. */
export function LookupResults() {
  const t = useTranslations('Lookup');
  const terms = useTranslations('Terms');
  const [raw] = useLookupQueryState();
  const q = raw.trim();
  const valid = q.length >= LOOKUP_MIN_LENGTH;
  const query = useQuery({ ...lookupQuery(q), enabled: valid, placeholderData: keepPreviousData });
  // Badges come from the health board's query, which fills in after the results.
  const health = useQuery({ ...healthQuery(), enabled: valid && !!query.data?.results.length });
  const statusOf = (orgId: string, rnm: string) =>
    health.data?.find((row) => row.organizationId === orgId && row.rnm === rnm)?.status;

  if (!valid) {
    return (
      <p className="text-slate-600 dark:text-slate-400" data-testid="lookup-idle">
        {q === '' ? t('idle') : t('tooShort', { min: LOOKUP_MIN_LENGTH })}
      </p>
    );
  }
  if (query.error) return <QueryError error={query.error} onRetry={query.refetch} />;
  if (!query.data) return <LookupSkeleton />;
  const { total, results, rnmTypo, down, operators } = query.data;
  return (
    <section
      aria-labelledby="lookup-results"
      aria-busy={query.isFetching}
      className="flex flex-col gap-3"
    >
      <h2 id="lookup-results" className="sr-only">
        {t('resultsTitle')}
      </h2>
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {total > results.length
          ? t('countCapped', { shown: results.length, total })
          : t('count', { total })}
      </p>
      <DownOperatorsNotice down={down} />
      {rnmTypo ? <RnmTypoNotice typo={rnmTypo} /> : null}
      {results.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={terms('nothingFound')}
          text={t('noResultsText', { q })}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {results.map((result) => (
            <li key={`${result.organization.id}/${result.register.regNumber}`}>
              <LookupResultCard
                result={result}
                health={statusOf(result.organization.id, result.register.regNumber)}
                operators={operators === true}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
