'use client';

import { useTranslations } from 'next-intl';
import { useViewerRole } from '@/components/auth/viewer-context';
import { mayExport } from '@/lib/auth/roles';
import { EXPORT_TABLES } from '@/lib/overview/export-tables';
import { overviewParams, type OverviewKeyInput } from '@/lib/query/overview';
import { overviewApiUrl } from '@/lib/urls/urls';

const link =
  'rounded-md border border-slate-300 px-2.5 py-1 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900';

/**
 * Downloads of the overview's tables: every table in one XLSX, or one table as CSV. Plain links
 * without `download`, as the documents' (components/documents/export-buttons.tsx): a failed file
 * opens a page that says why. Support may not export: no links that can only fail.
 */
export function ExportLinks({ input }: { input: OverviewKeyInput }) {
  const t = useTranslations('Overview.export');
  const href = (format: 'csv' | 'xlsx', table?: string) =>
    overviewApiUrl('/export', { ...overviewParams(input), format, ...(table && { table }) });
  const role = useViewerRole();
  if (role && !mayExport(role)) return null;
  return (
    <nav aria-label={t('label')} className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{t('label')}:</span>
      <a href={href('xlsx')} className={link}>
        {t('xlsx')}
      </a>
      {EXPORT_TABLES.map((table) => (
        <a
          key={table}
          href={href('csv', table)}
          className={link}
          aria-label={t('csvOf', { table: t(`tables.${table}`) })}
        >
          CSV · {t(`tables.${table}`)}
        </a>
      ))}
    </nav>
  );
}
