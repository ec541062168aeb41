import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { lookupHref, organizationsHref } from '@/lib/urls/urls';

export default async function HomePage() {
  const t = await getTranslations('Home');
  return (
    <div className="mx-auto max-w-3xl py-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('lead')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          href={organizationsHref}
          className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t('toOrganizations')}
        </Link>
        <Link
          href={lookupHref}
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
        >
          {t('toLookup')}
        </Link>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2">
        <section className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">{t('ownersTitle')}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('ownersText')}</p>
        </section>
        <section className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">{t('supportTitle')}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('supportText')}</p>
        </section>
      </div>
    </div>
  );
}
