import { getTranslations } from 'next-intl/server';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

export default async function CashboxesLoading() {
  const t = await getTranslations('Registers');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div>
        <Skeleton className="mb-4 h-4 w-56" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="mt-2 h-4 w-96 max-w-full" />
        <Skeleton className="mt-2 h-4 w-80 max-w-full" />
      </div>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <TableSkeleton columns={7} />
    </div>
  );
}
