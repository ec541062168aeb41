import { getTranslations } from 'next-intl/server';

export default async function OrganizationsLoading() {
  const t = await getTranslations('Organizations');
  return (
    <div aria-busy="true">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p role="status" className="mt-6 text-slate-600 dark:text-slate-300">
        {t('loading')}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}
