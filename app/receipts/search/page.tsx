import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { titleMetadata } from '@/components/layout/title-metadata';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { FoldOnPhone } from '@/components/receipt-search/fold-on-phone';
import {
  LazySearchForm as SearchForm,
  LazySearchResults as SearchResults,
} from '@/components/receipt-search/lazy-search-parts';
import { today } from '@/lib/dates/today';
import { parseMirrorConfig } from '@/lib/mirror/server/config';
import { serverQueries } from '@/lib/query/queries.server';
import { MAX_MIRRORED_SEARCH_DAYS, MAX_SEARCH_DAYS } from '@/lib/receipt-search/contract';
import { searchPeriodFrom } from '@/lib/receipt-search/default-period';
import {
  checkTypedSearchForm,
  readTypedDates,
  searchTextsOf,
} from '@/lib/receipt-search/form-check';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = titleMetadata('ReceiptSearch');

// The receipt search (docs/receipt-search.md): its whole query in the URL; the results load on
// the client, with progress, once the query is one the form accepts. With the mirror on, the form
// lets a longer period through: the server reads it from the copy, or refuses it if the copy lacks
// some of its days (lib/receipt-search/server/search-plan.ts).
export default async function ReceiptSearchPage({ searchParams }: Props) {
  const t = await getTranslations('ReceiptSearch');
  const params = await searchParams;
  const maxDays = parseMirrorConfig(process.env).enabled
    ? MAX_MIRRORED_SEARCH_DAYS
    : MAX_SEARCH_DAYS;
  const given = searchTextsOf((field) => {
    const value = params[field];
    return typeof value === 'string' ? value : undefined;
  });
  // Days typed without JavaScript (a GET of the form) read as the form reads them.
  const typed = readTypedDates(given).texts;
  const texts = { ...typed, ...searchPeriodFrom(typed, today()) };
  if (typed.from && typed.to) Object.assign(texts, { from: typed.from, to: typed.to });
  const asked = Object.keys(given).some((k) => !['organizationId', 'from', 'to'].includes(k));
  const problems = asked ? checkTypedSearchForm(texts, maxDays).problems : {};
  const ready = asked && Object.keys(problems).length === 0;
  const key = JSON.stringify(texts);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading
        title={t('title')}
        lead={t('lead', { days: maxDays })}
        // On a phone the lead gives way to the results once a search has run (docs/receipt-search.md).
        leadClassName={ready ? 'hidden max-w-3xl sm:block' : 'max-w-3xl'}
      />
      <PrefetchBoundary queries={[serverQueries.organizations()]}>
        {/* Keyed by the query, so that Back shows the form and results of that query. */}
        {ready ? (
          <FoldOnPhone key={`fold:${key}`} label={t('form.change')}>
            <SearchForm
              key={`form:${key}`}
              texts={texts}
              initialProblems={problems}
              maxDays={maxDays}
            />
          </FoldOnPhone>
        ) : (
          <SearchForm
            key={`form:${key}`}
            texts={texts}
            initialProblems={problems}
            maxDays={maxDays}
          />
        )}
        {ready ? <SearchResults key={`results:${key}`} texts={texts} /> : null}
      </PrefetchBoundary>
    </div>
  );
}
