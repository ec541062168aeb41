'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { documentTypeMessage } from '@/lib/ofd/enums';
import { firstRowsQuery } from '@/lib/documents/client';
import type { DocumentsPageKeyInput } from '@/lib/query/keys';
import { HeaderRow } from '@/components/ui/header-row';
import { useDateTime, useFiscalWords, useMoney } from '@/components/format/use-format';

const cell = 'px-3 py-1.5 text-left';
const number = 'px-3 py-1.5 text-right tabular-nums';

/**
 * While the period loads, the first page of the time-ordered table, read from the days it shows
 * (the server answers it before the rest of the period). Other sorts wait for the whole period.
 */
export function FirstRows(props: DocumentsPageKeyInput) {
  const t = useTranslations('Documents');
  const dateTime = useDateTime();
  const money = useMoney();
  const fiscal = useFiscalWords();
  const { data } = useQuery({ ...firstRowsQuery(props), enabled: props.order.sort === 'dateTime' });
  if (!data || data.rows.length === 0) return null;
  return (
    <section className="space-y-2" data-testid="first-rows" aria-label={t('firstRows.label')}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('firstRows.note')}</p>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 dark:bg-slate-900">
            <HeaderRow
              columns={[
                { label: t('columns.dateTime'), className: cell },
                { label: t('columns.type'), className: cell },
                { label: t('columns.fiscalDocumentNumber'), className: number },
                { label: t('columns.totalSum'), className: number },
              ]}
            />
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 dark:border-slate-800">
                <td className={`${cell} whitespace-nowrap`}>{dateTime(row.dateTime)}</td>
                <td className={cell}>{fiscal(documentTypeMessage(row.type))}</td>
                <td className={number}>{row.fiscalDocumentNumber}</td>
                <td className={number}>{row.totalSum === undefined ? '—' : money(row.totalSum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
