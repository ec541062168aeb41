import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { SignOutButton } from '@/components/auth/sign-out-button';
import type { Viewer } from '@/lib/auth/server/viewer';
import { LanguageSwitch } from './language-switch';
import { NavLink } from './nav-link';
import { PhoneMenu } from './phone-menu';
import {
  auditHref,
  mirrorHref,
  healthHref,
  homeHref,
  lookupHref,
  organizationsHref,
  peopleHref,
  alertsHref,
} from '@/lib/urls/urls';

/** The page header; `viewer` is the signed-in person (null on the sign-in page). */
export async function SiteHeader({ viewer }: { viewer: Viewer | null }) {
  const t = await getTranslations('Common');
  const tAuth = await getTranslations('Auth');
  const tAlerts = await getTranslations('Alerts');
  const tOrganizations = await getTranslations('Organizations');
  const terms = await getTranslations('Terms');
  const tMirror = await getTranslations('Mirror');
  const tPeople = await getTranslations('People');
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
        {viewer ? (
          <PhoneMenu label={t('nav.menu')}>
            <nav aria-label={t('nav.label')} className="flex gap-1 max-sm:flex-col sm:flex-wrap">
              <NavLink href={organizationsHref}>{tOrganizations('title')}</NavLink>
              <NavLink href={lookupHref}>{t('nav.lookup')}</NavLink>
              <NavLink href={healthHref}>{terms('health')}</NavLink>
              <NavLink href={alertsHref}>{tAlerts('title')}</NavLink>
              {viewer.role === 'admin' && (
                <>
                  <NavLink href={peopleHref}>{tPeople('title')}</NavLink>
                  <NavLink href={auditHref}>{tAuth('nav.audit')}</NavLink>
                  <NavLink href={mirrorHref}>{tMirror('title')}</NavLink>
                </>
              )}
            </nav>
            <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
              <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="viewer">
                <span className="sr-only">{tAuth('signedInAs', { email: viewer.email })}</span>
                <span aria-hidden="true">{viewer.email}</span>{' '}
                <span className="text-slate-500">· {tAuth(`role.${viewer.role}`)}</span>
              </span>
              <SignOutButton />
              <LanguageSwitch current={locale} />
            </div>
          </PhoneMenu>
        ) : (
          <div className="ml-auto">
            <LanguageSwitch current={locale} />
          </div>
        )}
      </div>
    </header>
  );
}
