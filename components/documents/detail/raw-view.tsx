'use client';

import { useTranslations } from 'next-intl';
import { flattenRaw } from '@/lib/documents/client';
import type { FiscalDocument } from '@/lib/ofd/schemas';
import { Badge } from '@/components/ui/badge';
import { HeadedTable } from '@/components/ui/headed-table';

/** Every field exactly as the operator sent it, including the ones no view above shows. */
export function RawView({ document }: { document: FiscalDocument }) {
  const t = useTranslations('DocumentDetail.raw');
  const entries = flattenRaw(document.raw, document.type);
  const unknown = entries.filter((e) => !e.known).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('intro', { count: entries.length, unknown })}
      </p>
      <HeadedTable
        boxed
        className="w-full text-sm"
        testId="raw-fields"
        caption={t('caption')}
        headClassName="bg-slate-50 text-left dark:bg-slate-900"
        columns={(['field', 'value'] as const).map((key) => ({
          label: t(key),
          className: 'px-3 py-2 font-medium',
        }))}
      >
        <tbody className="divide-y divide-slate-200 font-mono text-xs dark:divide-slate-800">
          {entries.map((entry) => (
            <tr key={entry.path}>
              <th scope="row" className="px-3 py-1.5 text-left align-top font-normal">
                <span className="break-all">{entry.path}</span>
                {entry.known ? null : (
                  <Badge tone="info" className="ml-2 font-sans">
                    {t('unknown')}
                  </Badge>
                )}
              </th>
              <td className="px-3 py-1.5 break-all whitespace-pre-wrap">{entry.value}</td>
            </tr>
          ))}
        </tbody>
      </HeadedTable>
    </div>
  );
}
