import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';

/** The skeleton of the documents pages while the server fetches what they need. */
export async function DocumentsLoading({
  message,
}: {
  message: 'loadingRegister' | 'loadingDocument';
}) {
  const t = await getTranslations('Documents');
  return (
    <div aria-busy="true" className="space-y-4">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {t(message)}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
