import { getTranslations } from 'next-intl/server';
import { LookupSkeleton } from '@/components/lookup/lookup-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default async function LookupLoading() {
  const t = await getTranslations('Lookup');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-5 w-80 max-w-full" />
        <Skeleton className="h-10 w-full sm:max-w-xl" />
      </div>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <LookupSkeleton />
    </div>
  );
}
