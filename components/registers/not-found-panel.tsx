import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { lookupHref, organizationsHref } from '@/lib/urls/urls';

/** An unknown (or not granted) organization or register: say so, and offer the ways back. */
export function NotFoundPanel({
  title,
  text,
  testId,
}: {
  title: string;
  text: string;
  testId: string;
}) {
  const t = useTranslations('RegistersNotFound');
  return (
    <div data-testid={testId} className="mx-auto max-w-2xl py-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
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
