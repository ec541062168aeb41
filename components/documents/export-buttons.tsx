'use client';

import { useTranslations } from 'next-intl';
import type { Order, Selection } from '@/lib/documents-ui/selection';
import { exportUrl } from '@/lib/urls/urls';
import { buttonClasses } from '@/components/ui/button';

/**
 * CSV of the current selection, filters and order included. Plain download links: the server
 * streams the file with its own name, and nothing of it passes through the page's memory.
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
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap gap-2">
      <a href={exportUrl(base, selection, order, 'documents')} download className={link}>
        {t('documents')}
      </a>
      <a href={exportUrl(base, selection, order, 'items')} download className={link}>
        {t('items')}
      </a>
    </div>
  );
}
