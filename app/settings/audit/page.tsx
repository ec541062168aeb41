import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { AuditFilters } from '@/components/people/audit-filters.server';
import { AuditTable } from '@/components/people/audit-table';
import { auditFilterSchema, listAudit } from '@/lib/auth/server/audit';
import { getAppAuth } from '@/lib/auth/server/auth';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Audit');
  return { title: t('title') };
}

export default async function AuditPage({ searchParams }: Props) {
  const t = await getTranslations('Audit');
  const params = await searchParams;
  const filter = auditFilterSchema.parse(params);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const rows = await listAudit((await getAppAuth()).db, filter);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      <AuditFilters filter={filter} typed={{ from: text(params.from), to: text(params.to) }} />
      <AuditTable rows={rows} />
    </div>
  );
}
