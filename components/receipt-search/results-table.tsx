'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SortIcon } from '@/components/data-table/sort-icon';
import { useDateTime, useMoney } from '@/components/format/use-format';
import { OperatorOf } from '@/components/operators/operator-of';
import { useDistance } from './use-distance';
import type { ReceiptHit } from '@/lib/receipt-search/contract';
import { nextSort, sortHits, type HitSort } from '@/lib/receipt-search/sort-hits';

const COLUMNS = [
  { key: 'dateTime', label: 'dateTime', align: 'text-left' },
  { key: 'totalSum', label: 'amount', align: 'text-right' },
  { key: 'register', label: 'register', align: 'text-left' },
  { key: 'fd', label: 'fd', align: 'text-right' },
] as const;

/** The receipts found, closest amount first until a header asks for another order. */
export function ResultsTable({
  hits,
  operators = false,
}: {
  hits: ReceiptHit[];
  /** Receipts of several connections: each names its operator. */
  operators?: boolean;
}) {
  const t = useTranslations('ReceiptSearch.results');
  const terms = useTranslations('Terms');
  const ops = useTranslations('Fiscal.operationType');
  const money = useMoney();
  const dateTime = useDateTime();
  const distance = useDistance();
  const [sort, setSort] = useState<HitSort>(null);
  const rows = sortHits(hits, sort);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" data-testid="receipt-search-results">
        <caption className="sr-only">
          {t('heading')}
          {sort ? '' : `, ${t('closest')}`}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort?.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (sort.desc ? 'descending' : 'ascending') : undefined}
                  className={`px-2 py-1 font-medium ${column.align} ${column.key === 'register' ? 'hidden sm:table-cell' : ''}`}
                >
                  <button
                    type="button"
                    className="inline-flex items-center gap-1 rounded px-1 py-1 hover:bg-slate-100 dark:hover:bg-slate-800"
                    aria-label={t('sortBy', { column: terms(column.label) })}
                    onClick={() => setSort(nextSort(sort, column.key))}
                  >
                    {terms(column.label)}
                    <SortIcon direction={active ? (sort.desc ? 'desc' : 'asc') : false} />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((hit) => (
            <tr
              key={`${hit.kktRegId}/${hit.fiscalDriveNumber}/${hit.fiscalDocumentNumber}`}
              className="border-t border-slate-200 dark:border-slate-800"
            >
              <td className="px-3 py-1 whitespace-nowrap tabular-nums">
                {dateTime(hit.dateTime)}
                {/* On a phone the register column gives way to the FD link: its name goes here. */}
                <span className="block text-xs whitespace-normal text-slate-600 sm:hidden dark:text-slate-400">
                  {hit.registerName} · {hit.kktRegId}
                </span>
              </td>
              <td className="px-3 py-1 text-right whitespace-nowrap tabular-nums">
                {money(hit.totalSum)}
                {hit.distance ? (
                  <span
                    className="block text-xs text-slate-600 dark:text-slate-400"
                    data-testid="hit-distance"
                  >
                    {distance(hit.distance, hit.totalSum - hit.distance)}
                  </span>
                ) : null}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {ops(String(hit.operationType))}
                </span>
              </td>
              <td className="hidden px-3 py-1 sm:table-cell">
                {hit.registerName}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {hit.organizationName} · {hit.kktRegId}
                  {operators ? (
                    <>
                      {' · '}
                      <OperatorOf operator={hit.operator} testId="hit-operator" />
                    </>
                  ) : null}
                </span>
              </td>
              <td className="px-3 py-1 text-right">
                <Link
                  href={hit.href}
                  className="justify-end font-medium text-brand-700 underline dark:text-brand-300"
                  aria-label={t('open', {
                    fd: hit.fiscalDocumentNumber,
                    register: hit.registerName,
                  })}
                >
                  {hit.fiscalDocumentNumber}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
