import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { AuditFilters } from '@/components/people/audit-filters.server';
import { AuditTable } from '@/components/people/audit-table';
import { auditFilterSchema, listAudit } from '@/lib/auth/server/audit-log';
import { adminPageViewer } from '@/lib/auth/server/admin-only';
import { getAppAuth } from '@/lib/auth/server/auth';
import { getEnv } from '@/lib/env';
import { listOrganizations } from '@/lib/operator/api';
import { titleMetadata } from '@/components/layout/title-metadata';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = titleMetadata('Audit');

export default async function AuditPage({ searchParams }: Props) {
  // First, before any read (lib/auth/server/admin-only.ts says why the layout is not enough).
  await adminPageViewer();
  const t = await getTranslations('Audit');
  const params = await searchParams;
  const filter = auditFilterSchema.parse(params);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const [rows, organizations] = await Promise.all([
    getAppAuth().then((app) => listAudit(app.db, filter)),
    // Names for the details; without the operator the ids stand (components/people/audit-details.tsx).
    listOrganizations().catch(() => []),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      <AuditFilters filter={filter} typed={{ from: text(params.from), to: text(params.to) }} />
      <AuditTable
        rows={rows}
        organizations={new Map(organizations.map((o) => [o.id, o.shortName]))}
        zone={getEnv().defaultTimeZone}
      />
    </div>
  );
}
