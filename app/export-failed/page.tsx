import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { mayExport } from '@/lib/auth/roles';
import { requestViewer } from '@/lib/auth/server/viewer';
import { homeHref } from '@/lib/urls/urls';
import { titleMetadata } from '@/components/layout/title-metadata';

// Where a download link lands when its file was refused or failed (lib/api/export-navigation.server.ts):
// a page in the person's language instead of a silent failed download or raw JSON.

type Props = { searchParams: Promise<{ reason?: string | string[] }> };

export const generateMetadata = titleMetadata('ExportFailed');

export default async function ExportFailedPage({ searchParams }: Props) {
  const t = await getTranslations('ExportFailed');
  const { reason } = await searchParams;
  const viewer = await requestViewer();
  const text =
    reason === 'role' && viewer && !mayExport(viewer.role)
      ? t('role', { role: t(`roles.${viewer.role}`) })
      : reason === 'limit'
        ? t('limit')
        : t('error');
  return (
    <div className="mx-auto max-w-xl py-12" data-testid="export-failed">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      <Link
        href={homeHref}
        className="mt-6 inline-flex min-h-11 items-center font-medium text-brand-700 underline dark:text-brand-100"
      >
        {t('back')}
      </Link>
    </div>
  );
}
