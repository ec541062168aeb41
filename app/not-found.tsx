import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('Errors');
  const common = await getTranslations('Common');
  return (
    <div className="mx-auto max-w-xl py-12">
      <h1 className="text-2xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('notFoundText')}</p>
      <Link
        href="/"
        className="mt-6 inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:min-h-0 dark:text-brand-100"
      >
        {common('home')}
      </Link>
    </div>
  );
}
