'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { problemOf } from '@/lib/query/api-error';
import { shiftsQuery } from '@/lib/documents/client';
import type { SelectionKeyInput } from '@/lib/query/keys';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePhone } from '@/lib/ui/use-media-query';
import { ShiftCards, ShiftLink } from './shift-cards';
import { ProblemState } from './problem-state';
import { useDateTime, useMoney } from '@/components/format/use-format';

const num = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';

/** The selection grouped by shift: when each opened and closed, and its money. */
export function ShiftView({ orgId, rnm, selection }: SelectionKeyInput) {
  const t = useTranslations('Documents.shifts');
  const money = useMoney();
  const dateTime = useDateTime();
  const query = useQuery(shiftsQuery(orgId, rnm, selection));
  const pathname = usePathname();
  const search = useSearchParams();
  const phone = usePhone();
  // A shift's row opens the list of that shift's documents, the rest of the view kept.
  const shiftHref = (shift: number) => {
    const params = new URLSearchParams(search.toString());
    params.set('shift', String(shift));
    params.delete('tab');
    params.delete('page');
    return `${pathname}?${params}`;
  };
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) {
    const problem = problemOf(query.error);
    return <ProblemState problem={problem} onRetry={() => void query.refetch()} />;
  }
  const { shifts } = query.data;
  if (shifts.length === 0) return <EmptyState headingLevel="none" title={t('empty')} />;
  if (phone) return <ShiftCards shifts={shifts} shiftHref={shiftHref} />;
  const heads = [
    'shift',
    'opened',
    'closed',
    'documents',
    'receipts',
    'income',
    'returns',
    'net',
    'cash',
    'cashless',
  ];
  return (
    <div
      role="region"
      aria-label={t('label')}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800"
    >
      <table className="w-full text-sm" data-testid="shift-table">
        <caption className="sr-only">{t('label')}</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            {heads.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={i < 3 ? 'px-3 py-2 text-left font-medium' : `${num} font-medium`}
              >
                {t(`column.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {shifts.map((shift) => (
            <tr key={shift.shiftNumber} data-testid="shift-row">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <ShiftLink
                  href={shiftHref(shift.shiftNumber)}
                  shift={shift.shiftNumber}
                  className="rounded-sm text-brand-700 underline dark:text-brand-100"
                >
                  {shift.shiftNumber}
                </ShiftLink>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(shift.openDateTime) ?? '—'}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {dateTime(shift.closeDateTime) ?? t('open')}
              </td>
              <td className={num}>{shift.documents}</td>
              <td className={num}>{shift.receipts}</td>
              <td className={num}>{money(shift.summary.salesSum)}</td>
              <td className={num}>{money(shift.summary.returnsSum)}</td>
              <td className={num}>{money(shift.summary.net)}</td>
              <td className={num}>{money(shift.summary.cash)}</td>
              <td className={num}>{money(shift.summary.cashless)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
