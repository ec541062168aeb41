import { HydrationBoundary, QueryClient, dehydrate } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LookupForm } from '@/components/lookup/lookup-form';
import { LookupResults } from '@/components/lookup/lookup-results';
import { lookupRegisters } from '@/lib/lookup/lookup-server';
import { LOOKUP_MAX_LENGTH, LOOKUP_MIN_LENGTH } from '@/lib/lookup/query';
import { lookupQuery } from '@/lib/query/lookup';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Lookup');
  return { title: t('title') };
}

export default async function LookupPage({ searchParams }: Props) {
  const t = await getTranslations('Lookup');
  const { q } = await searchParams;
  const query = (typeof q === 'string' ? q : '').trim();
  const queryClient = new QueryClient();
  if (query.length >= LOOKUP_MIN_LENGTH && query.length <= LOOKUP_MAX_LENGTH) {
    // A failure is not fatal here: the results' own query tries again and shows its error state.
    await queryClient
      .prefetchQuery({
        queryKey: lookupQuery(query).queryKey,
        queryFn: () => lookupRegisters(query),
      })
      .catch(() => undefined);
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      <LookupForm />
      <HydrationBoundary state={dehydrate(queryClient)}>
        <LookupResults />
      </HydrationBoundary>
    </div>
  );
}
