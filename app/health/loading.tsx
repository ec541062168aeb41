import { getTranslations } from 'next-intl/server';
import { TableSkeleton } from '@/components/cashboxes/table-page-skeleton';

export default async function HealthLoading() {
  const t = await getTranslations('Health');
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <TableSkeleton columns={5} rows={6} />
    </div>
  );
}
