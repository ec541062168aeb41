'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { documentDetailQuery } from '@/lib/documents/client';
import { registerQuery } from '@/lib/query/options';
import { documentHref } from '@/lib/urls/urls';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A document link without its drive (typed by hand, cut short): the FD number is tried on every
 * drive of the register. One match opens it (the address gains its drive); several ask which;
 * none is "not found", as for any unknown number.
 */
export function DriveResolver({
  orgId,
  rnm,
  fd,
  onResolved,
  notFound,
}: {
  orgId: string;
  rnm: string;
  fd: number;
  onResolved: (drive: string) => void;
  notFound: ReactNode;
}) {
  const t = useTranslations('DocumentDetail.whichDrive');
  const register = useQuery(registerQuery(orgId, rnm));
  const drives = (register.data?.fiscalDrives ?? [])
    .map((d) => d.fiscalDriveNumber)
    .filter((d): d is string => !!d);
  const answers = useQueries({
    queries: drives.map((drive) => ({
      ...documentDetailQuery(orgId, rnm, drive, fd),
      retry: false,
    })),
  });
  const settled = register.isSuccess && answers.every((a) => !a.isPending);
  const found = drives.filter((_, i) => answers[i]?.isSuccess);
  const only = settled && found.length === 1 ? found[0] : undefined;
  useEffect(() => {
    if (only) onResolved(only);
  }, [only, onResolved]);

  if (register.isError || (settled && found.length === 0)) return <>{notFound}</>;
  if (!settled || only) return <Skeleton className="h-64 w-full" />;
  return (
    <Alert tone="info" title={t('title', { fd })} data-testid="which-drive">
      <p>{t('text')}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {found.map((drive) => (
          <li key={drive}>
            <Link
              href={documentHref(orgId, rnm, fd, { drive })}
              className="font-mono text-brand-700 underline dark:text-blue-300"
            >
              {drive}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
