'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Order, Selection } from '@/lib/documents/contract';
import { exportUrl, type ExportChoice } from '@/lib/urls/urls';
import { useViewerRole } from '@/components/auth/viewer-context';
import { buttonClasses } from '@/components/ui/button';
import { PhoneFold } from '@/components/ui/phone-fold';
import { mayExport } from '@/lib/auth/roles';
import { LabelledSelect } from '@/components/data-table/labelled-select';

const FILES: { kind: ExportChoice['kind']; format: ExportChoice['format']; label: string }[] = [
  { kind: 'documents', format: 'csv', label: 'documents' },
  { kind: 'items', format: 'csv', label: 'items' },
  { kind: 'documents', format: 'xlsx', label: 'documentsXlsx' },
  { kind: 'items', format: 'xlsx', label: 'itemsXlsx' },
];

/**
 * CSV and XLSX of the current selection, filters and order included. Plain links: the server
 * streams the file as an attachment with its own name, and nothing of it passes through the page's
 * memory. No `download` attribute: a refused or failed file then opens a page that says why
 * (lib/api/export-navigation.server.ts) instead of failing silently in the downloads list.
 * The CSV's conventions follow the language until the person picks the other (docs/exports.md).
 * On a phone they fold behind one "Download" button, so the list starts higher (docs/phones.md).
 */
export function ExportButtons({
  base,
  selection,
  order,
}: {
  base: string;
  selection: Selection;
  order: Order;
}) {
  const t = useTranslations('Documents.export');
  const locale = useLocale();
  const [dialect, setDialect] = useState<ExportChoice['dialect']>(locale === 'ru' ? 'ru' : 'en');
  const link = buttonClasses({ variant: 'secondary', size: 'sm', className: 'max-sm:h-11' });
  const role = useViewerRole();
  // Support staff may not export (the server answers 403): no buttons that can only fail.
  if (role && !mayExport(role)) return null;
  return (
    <PhoneFold button={t('open')} testId="export-fold" className="max-sm:w-full">
      <div
        role="group"
        aria-label={t('label')}
        className="flex flex-wrap items-center gap-2 max-sm:grid max-sm:grid-cols-2"
      >
        {FILES.map(({ kind, format, label }) => (
          <a
            key={label}
            href={exportUrl(base, selection, order, { kind, format, dialect })}
            className={link}
          >
            {t(label as 'documents')}
          </a>
        ))}
        <LabelledSelect
          label={t('dialect')}
          value={dialect}
          onChange={(value) => setDialect(value === 'en' ? 'en' : 'ru')}
          className="contents max-sm:col-span-2 max-sm:flex max-sm:flex-col max-sm:gap-1"
          labelClassName="font-normal text-inherit dark:text-inherit"
          selectClassName="h-8 text-sm"
        >
          <option value="ru">{t('dialectRu')}</option>
          <option value="en">{t('dialectEn')}</option>
        </LabelledSelect>
      </div>
    </PhoneFold>
  );
}
