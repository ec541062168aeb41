import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { lookupHref, organizationsHref } from '@/lib/urls/urls';

/**
 * An unknown (or not granted) organization, register or document: say so, and offer the ways back.
 * The body of the not-found.tsx of each of those segments.
 */
export function NotFoundPanel({ what }: { what: 'organization' | 'register' | 'document' }) {
  const t = useTranslations('RegistersNotFound');
  return (
    <div data-testid={`${what}-not-found`} className="mx-auto max-w-2xl py-8">
      <h1 className="text-2xl font-semibold">{t(`${what}Title`)}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t(`${what}Text`)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={organizationsHref} className={buttonClasses()}>
          {t('toOrganizations')}
        </Link>
        <Link href={lookupHref} className={buttonClasses({ variant: 'secondary' })}>
          {t('toLookup')}
        </Link>
      </div>
    </div>
  );
}
