'use client';

import { useTranslations } from 'next-intl';
import type { SelectionSummary } from '@/lib/documents/contract';
import { useFiscalWords, useMoney } from './use-format';
import { vatKeyMessage } from './vat-label';

type Stat = [id: string, label: string, value: string];

function Stats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
      {stats.map(([id, label, value]) => (
        <div
          key={id}
          className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
        >
          <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-base font-semibold tabular-nums" data-testid={`summary-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Figures for the whole selection (every page, filters applied), not only the rows in view. */
export function SummaryBand({ summary }: { summary: SelectionSummary }) {
  const t = useTranslations('Documents.summary');
  const money = useMoney();
  const words = useFiscalWords();
  // Two rows: where the money came from (by operation), then how it was paid.
  const flows: Stat[] = [
    ['receipts', t('receipts'), String(summary.receipts)],
    ['income', t('income'), money(summary.salesSum)],
    ['returns', t('returns'), money(summary.returnsSum)],
    ...(summary.purchasesSum !== 0 || summary.purchaseReturnsSum !== 0
      ? ([
          ['purchases', t('purchases'), money(summary.purchasesSum)],
          ['purchaseReturns', t('purchaseReturns'), money(summary.purchaseReturnsSum)],
        ] as Stat[])
      : []),
    ['net', t('net'), money(summary.net)],
  ];
  const payments: Stat[] = [
    ['cash', t('cash'), money(summary.cash)],
    ['cashless', t('cashless'), money(summary.cashless)],
    ['average', t('average'), money(summary.averageCheck)],
  ];
  const vat = Object.entries(summary.vat).filter(([, amount]) => amount !== 0);
  return (
    <section aria-label={t('label')} className="space-y-3" data-testid="summary">
      <Stats stats={flows} />
      <Stats stats={payments} />
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        <span className="font-medium">{t('vat')}</span>
        {vat.length === 0 ? (
          <span className="text-slate-600 dark:text-slate-400">{t('noVat')}</span>
        ) : (
          <dl className="contents">
            {vat.map(([key, amount]) => {
              const ref = vatKeyMessage(key);
              return (
                <div key={key} className="flex gap-1.5">
                  <dt className="text-slate-600 dark:text-slate-400">{ref ? words(ref) : key}</dt>
                  <dd className="tabular-nums" data-testid={`summary-vat-${key}`}>
                    {money(amount)}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </section>
  );
}
