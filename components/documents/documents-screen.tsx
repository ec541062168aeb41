'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { drivePeriods, withAllDrives } from '@/lib/documents/client';
import { registerQuery, organizationQuery } from '@/lib/query/options';
import { organizationHref, organizationsHref, registerHref } from '@/lib/urls/urls';
import { LazyQueryError as QueryError } from '@/components/errors/lazy-query-error';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Skeleton } from '@/components/ui/skeleton';
import { DocumentBrowser } from './document-browser';

/** The page around the browser: which register this is, and a way back to it. */
export function DocumentsScreen({
  orgId,
  rnm,
  today,
}: {
  orgId: string;
  rnm: string;
  today: string;
}) {
  const t = useTranslations('Documents');
  const organizations = useTranslations('Organizations');
  const register = useQuery(registerQuery(orgId, rnm));
  const organization = useQuery(organizationQuery(orgId));
  const drives = useMemo(
    () =>
      register.data
        ? withAllDrives(
            drivePeriods(
              register.data.fiscalDrives,
              {
                permissionFrom: register.data.permissionFrom,
                permissionTo: register.data.permissionTo,
              },
              today,
            ),
          )
        : [],
    [register.data, today],
  );
  return (
    <div className="space-y-4">
      <Breadcrumbs
        items={[
          { label: organizations('title'), href: organizationsHref },
          { label: organization.data?.shortName ?? orgId, href: organizationHref(orgId) },
          { label: register.data?.name || rnm, href: registerHref(orgId, rnm) },
          { label: t('title') },
        ]}
      />
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('register', { name: register.data?.name || '—', rnm })}
          {register.data?.address ? ` · ${register.data.address}` : ''}
        </p>
      </header>
      {register.isError ? (
        <QueryError error={register.error} onRetry={register.refetch} />
      ) : !register.data ? (
        <Skeleton className="h-24 w-full" />
      ) : (
        <DocumentBrowser
          orgId={orgId}
          rnm={rnm}
          drives={drives}
          currentDrive={register.data.fiscalDrive?.fiscalDriveNumber ?? null}
          today={today}
          windowFrom={register.data.permissionFrom.slice(0, 10)}
        />
      )}
    </div>
  );
}
