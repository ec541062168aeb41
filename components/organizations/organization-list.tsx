'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { QueryError } from '@/components/errors/query-error';
import { organizationsQuery } from '@/lib/query/options';

/** The organizations the credentials can see; hydrated by the page's server prefetch. */
export function OrganizationList() {
  const t = useTranslations('Organizations');
  const { data, error, refetch } = useQuery(organizationsQuery());
  // A failed background refetch keeps the data on screen; only a query with nothing to show fails.
  if (error && !data) return <QueryError error={error} onRetry={refetch} />;
  if (!data) return <p role="status">{t('loading')}</p>;
  if (data.length === 0) return <p className="mt-6">{t('empty')}</p>;
  return (
    <ul aria-label={t('listLabel')} className="mt-6 grid gap-3 sm:grid-cols-2">
      {data.map((org) => (
        <li key={org.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <h2 className="font-semibold">
            <Link
              href={`/organizations/${encodeURIComponent(org.id)}/cashboxes`}
              className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
            >
              {org.shortName || org.fullName}
            </Link>
          </h2>
          {org.fullName && org.fullName !== org.shortName && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{org.fullName}</p>
          )}
          <dl className="mt-2 flex flex-wrap gap-x-4 text-sm">
            <div className="flex gap-1">
              <dt className="text-slate-500 dark:text-slate-400">{t('inn')}</dt>
              <dd className="font-mono" data-testid="org-inn">
                {org.inn}
              </dd>
            </div>
            {org.kpp && (
              <div className="flex gap-1">
                <dt className="text-slate-500 dark:text-slate-400">{t('kpp')}</dt>
                <dd className="font-mono">{org.kpp}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
