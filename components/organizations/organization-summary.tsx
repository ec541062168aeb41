import { useTranslations } from 'next-intl';
import type { OrganizationView } from '@/lib/ofd/views';

/** The organization's legal identity under its name: full name, INN, KPP, OGRN. */
export function OrganizationSummary({ organization }: { organization: OrganizationView }) {
  const t = useTranslations('Organizations');
  const terms = useTranslations('Terms');
  const items: [string, string][] = [
    [terms('inn'), organization.inn],
    [terms('kpp'), organization.kpp],
    [t('ogrn'), organization.ogrn],
  ];
  return (
    <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">
      {organization.fullName && organization.fullName !== organization.shortName ? (
        <p>{organization.fullName}</p>
      ) : null}
      <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
        {items
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className="flex gap-1.5">
              <dt>{term}</dt>
              <dd className="font-mono text-slate-900 dark:text-slate-100">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
