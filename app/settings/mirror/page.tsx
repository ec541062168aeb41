import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { titleMetadata } from '@/components/layout/title-metadata';
import { AsOf } from '@/components/mirror/as-of';
import { MirrorTable } from '@/components/mirror/mirror-table';
import { UnreadableList } from '@/components/mirror/unreadable-list';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { adminPageViewer } from '@/lib/auth/server/admin-only';
import { mirrorStatus } from '@/lib/mirror/server/status';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleMetadata('Mirror');

// The mirror's status per register (docs/mirror.md, "Status"), for administrators.
export default async function MirrorPage() {
  // First, before any read (lib/auth/server/admin-only.ts says why the layout is not enough).
  await adminPageViewer();
  const t = await getTranslations('Mirror');
  const status = await mirrorStatus();
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      {!status.enabled ? (
        <EmptyState
          headingLevel={2}
          title={t('off.title')}
          // Variable names and a file are code: shown as such, never translated.
          text={t.rich('off.text', { code: (chunks) => <code>{chunks}</code> })}
        />
      ) : (
        <>
          {status.credentialsRejected && (
            <Alert tone="danger" title={t('rejected.title')} data-testid="mirror-rejected">
              {t('rejected.text')}
            </Alert>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {status.freshAsOfUtc ? <AsOf utc={status.freshAsOfUtc} /> : t('notYetSynced')}
          </p>
          <MirrorTable rows={status.registers} />
          <UnreadableList unreadable={status.unreadable} />
        </>
      )}
    </div>
  );
}
