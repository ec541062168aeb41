import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { LookupForm } from '@/components/lookup/lookup-form';
import { LazyLookupResults as LookupResults } from '@/components/lookup/lazy-lookup-results';
import { PrefetchBoundary } from '@/components/query/prefetch-boundary.server';
import { LOOKUP_MAX_LENGTH, LOOKUP_MIN_LENGTH } from '@/lib/lookup/query';
import { serverQueries } from '@/lib/query/queries.server';
import { titleMetadata } from '@/components/layout/title-metadata';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export const generateMetadata = titleMetadata('Lookup');

export default async function LookupPage({ searchParams }: Props) {
  const t = await getTranslations('Lookup');
  const { q } = await searchParams;
  const query = (typeof q === 'string' ? q : '').trim();
  const valid = query.length >= LOOKUP_MIN_LENGTH && query.length <= LOOKUP_MAX_LENGTH;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      <LookupForm />
      {/* Optional: on a failure the results' own query tries again and shows its error state. */}
      <PrefetchBoundary
        kind="list"
        queries={[]}
        optional={() => (valid ? [serverQueries.lookup(query)] : [])}
      >
        <LookupResults />
      </PrefetchBoundary>
    </div>
  );
}
