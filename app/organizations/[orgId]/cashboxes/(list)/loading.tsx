import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { SkeletonStack } from '@/components/layout/skeleton-stack';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default async function RegistersLoading() {
  const t = await getTranslations('Registers');
  return (
    <LoadingPage
      status={t('loading')}
      top={
        <SkeletonStack
          bars={[
            'mb-4 h-4 w-56',
            'h-8 w-72 max-w-full',
            'mt-2 h-4 w-96 max-w-full',
            'mt-2 h-4 w-80 max-w-full',
          ]}
        />
      }
    >
      <TableSkeleton columns={7} />
    </LoadingPage>
  );
}
