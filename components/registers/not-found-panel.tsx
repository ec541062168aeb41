'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonClasses } from '@/components/ui/button';
import { lookupHref, notFoundParentHref, organizationsHref } from '@/lib/urls/urls';

/**
 * An unknown (or not granted) organization, register or document: say so, and offer the way back
 * to the page above it (read from the address, since not-found pages get no params) and lookup.
 * The body of the not-found.tsx of each of those segments.
 */
export function NotFoundPanel({ what }: { what: 'organization' | 'register' | 'document' }) {
  const t = useTranslations('RegistersNotFound');
  const parent = notFoundParentHref(what, usePathname());
  return (
    <div data-testid={`${what}-not-found`} className="mx-auto max-w-2xl py-8">
      <h1 className="text-2xl font-semibold">{t(`${what}Title`)}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(`${what}Text`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={parent} className={buttonClasses()}>
          {t(`${what}Parent`)}
        </Link>
        {parent === organizationsHref ? null : (
          <Link href={organizationsHref} className={buttonClasses({ variant: 'secondary' })}>
            {t('toOrganizations')}
          </Link>
        )}
        <Link href={lookupHref} className={buttonClasses({ variant: 'secondary' })}>
          {t('toLookup')}
        </Link>
      </div>
    </div>
  );
}
