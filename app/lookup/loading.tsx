import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { PageHeading } from '@/components/layout/page-heading';
import { SkeletonStack } from '@/components/layout/skeleton-stack';
import { LookupSkeleton } from '@/components/lookup/lookup-skeleton';

export default async function LookupLoading() {
  const t = await getTranslations('Lookup');
  return (
    <LoadingPage
      status={t('loading')}
      top={
        <>
          <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
          <SkeletonStack
            className="flex flex-col gap-2"
            bars={['h-5 w-80 max-w-full', 'h-10 w-full sm:max-w-xl']}
          />
        </>
      }
    >
      <LookupSkeleton />
    </LoadingPage>
  );
}
