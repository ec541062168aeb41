import { getTranslations } from 'next-intl/server';
import { LoadingPage } from '@/components/layout/loading-page';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default async function RegistersLoading() {
  const t = await getTranslations('Registers');
  return (
    <LoadingPage
      status={t('loading')}
      top={
        <div>
          <Skeleton className="mb-4 h-4 w-56" />
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="mt-2 h-4 w-96 max-w-full" />
          <Skeleton className="mt-2 h-4 w-80 max-w-full" />
        </div>
      }
    >
      <TableSkeleton columns={7} />
    </LoadingPage>
  );
}
