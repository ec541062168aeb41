import { getTranslations } from 'next-intl/server';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default async function OrganizationsLoading() {
  const t = await getTranslations('Organizations');
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('lead')}</p>
      </div>
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <TableSkeleton columns={6} rows={4} />
    </div>
  );
}
