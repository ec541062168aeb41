import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { requestPath } from '@/lib/urls/request-path';
import { lookupHref, notFoundParentHref, organizationsHref } from '@/lib/urls/urls';

/**
 * An unknown (or not granted) organization, register or document: say so, and offer the way back
 * to the page above it (read from the address, since not-found pages get no params) and lookup.
 * The body of the not-found.tsx of each of those segments: rendered on the server, so it adds no
 * code to any page (a not-found met in the browser shows the one the server sent with the page).
 */
export async function NotFoundPanel({ what }: { what: 'organization' | 'register' | 'document' }) {
  const t = await getTranslations('RegistersNotFound');
  const parent = notFoundParentHref(what, await requestPath());
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
