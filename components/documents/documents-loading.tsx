import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';

/** The skeleton of the documents page while the server fetches the register it needs. */
export async function DocumentsLoading() {
  const t = await getTranslations('Documents');
  return (
    <div aria-busy="true" className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t('loadingRegister')}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
