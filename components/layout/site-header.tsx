import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';
import { homeHref, lookupHref, organizationsHref } from '@/lib/urls/urls';

export async function SiteHeader() {
  const t = await getTranslations('Common');
  const locale = await getLocale();
  return (
    <header className="no-print border-b border-slate-200 bg-white/90 dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link
          href={homeHref}
          className="text-lg font-semibold tracking-tight text-brand-700 dark:text-brand-100"
        >
          {t('productName')}
        </Link>
        <nav aria-label={t('nav.label')} className="flex gap-1">
          <NavLink href={organizationsHref}>{t('nav.organizations')}</NavLink>
          <NavLink href={lookupHref}>{t('nav.lookup')}</NavLink>
        </nav>
        <div className="ml-auto">
          <LanguageSwitch current={locale} />
        </div>
      </div>
    </header>
  );
}
