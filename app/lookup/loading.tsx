import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { PageHeading } from '@/components/layout/page-heading';
import { LookupSkeleton } from '@/components/lookup/lookup-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default async function LookupLoading() {
  const t = await getTranslations('Lookup');
  return (
    <LoadingPage
      status={t('loading')}
      top={
        <>
          <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
          <div aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="h-5 w-80 max-w-full" />
            <Skeleton className="h-10 w-full sm:max-w-xl" />
          </div>
        </>
      }
    >
      <LookupSkeleton />
    </LoadingPage>
  );
}
