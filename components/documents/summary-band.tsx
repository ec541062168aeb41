'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import type { SelectionSummary } from '@/lib/documents/contract';
import { useCount, useFiscalWords, useMoney } from '@/components/format/use-format';
import { OPERATION_FIGURES, paidOtherwise } from './summary-figures';
import { vatKeyMessage } from './vat-label';

type Stat = [id: string, label: string, value: string];
type Money = (kopecks: number) => string;

/** On a phone only the key figures show until "More" is pressed; from 640 px every one does. */
function Stats({ stats, shown }: { stats: Stat[]; shown: (id: string) => boolean }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
      {stats.map(([id, label, value]) => (
        <div
          key={id}
          className={cn(
            'rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800',
            !shown(id) && 'hidden sm:block',
          )}
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

/**
 * The money flows: one operation's own total, or every operation present with the revenue (sales
 * − sale returns) and, apart from it, the money paid out (expenses − their returns).
 */
function flowsOf(summary: SelectionSummary, say: (key: string) => string, money: Money): Stat[] {
  if (summary.scope !== 'net') {
    const [id, field] = OPERATION_FIGURES[summary.scope];
    return [[id, say(id), money(summary[field])]];
  }
  const outflows = summary.purchasesSum !== 0 || summary.purchaseReturnsSum !== 0;
  return [
    ['income', say('income'), money(summary.salesSum)],
    ['returns', say('returns'), money(summary.returnsSum)],
    ['net', say('net'), money(summary.net)],
    ...(outflows
      ? ([
          ['purchases', say('purchases'), money(summary.purchasesSum)],
          ['purchaseReturns', say('purchaseReturns'), money(summary.purchaseReturnsSum)],
          ['payouts', say('payouts'), money(summary.payouts)],
        ] as Stat[])
      : []),
  ];
}

/** Amounts by rate, worded: the VAT, or the turnover at 0% and without VAT. */
function ByRate(props: {
  id: string;
  label: string;
  empty?: string;
  amounts: Record<string, number>;
}) {
  const money = useMoney();
  const words = useFiscalWords();
  const entries = Object.entries(props.amounts).filter(([, amount]) => amount !== 0);
  if (entries.length === 0 && props.empty === undefined) return null;
  return (
    <>
      <span className="font-medium">{props.label}</span>
      {entries.length === 0 ? (
        <span className="text-slate-600 dark:text-slate-400">{props.empty}</span>
      ) : (
        <dl className="contents">
          {entries.map(([key, amount]) => {
            const ref = vatKeyMessage(key);
            return (
              <div key={key} className="flex gap-1.5">
                <dt className="text-slate-600 dark:text-slate-400">{ref ? words(ref) : key}</dt>
                <dd className="tabular-nums" data-testid={`summary-${props.id}-${key}`}>
                  {money(amount)}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </>
  );
}

/**
 * Figures for the whole selection (every page, filters applied), not only the rows in view. They
 * describe what is shown (lib/documents/server/summary.ts): one operation's own figures, or the revenue
 * of a mix; an average check only where there are receipts to average.
 */
export function SummaryBand({ summary }: { summary: SelectionSummary }) {
  const t = useTranslations('Documents.summary');
  const terms = useTranslations('Terms');
  const money = useMoney();
  const count = useCount();
  const say = (key: string) => t(key as 'income');
  const [more, setMore] = useState(false);
  // Two rows: where the money came from (by operation), then how it was paid.
  const flows: Stat[] = [
    ['receipts', t('receipts'), count(summary.receipts)],
    ...flowsOf(summary, say, money),
  ];
  // The average check counts sales only (docs/fiscal-rules.md).
  const averaged = summary.sales > 0;
  const otherwise = paidOtherwise(summary);
  const payments: Stat[] = [
    ['cash', t('cash'), money(summary.cash)],
    ['cashless', t('cashless'), money(summary.cashless)],
    ...(otherwise !== 0 ? ([['otherwise', t('otherwise'), money(otherwise)]] as Stat[]) : []),
    ...(averaged ? ([['average', t('average'), money(summary.averageCheck)]] as Stat[]) : []),
  ];
  // The three key figures: how many receipts, the money (revenue or the operation's total), and
  // the average check (or cash when there are no sales to average).
  const main = summary.scope === 'net' ? 'net' : OPERATION_FIGURES[summary.scope][0];
  const key = new Set(['receipts', main, averaged ? 'average' : 'cash']);
  const shown = (id: string) => more || key.has(id);
  return (
    <section aria-label={t('title')} className="space-y-3" data-testid="summary">
      <Stats stats={flows} shown={shown} />
      <Stats stats={payments} shown={shown} />
      <Button
        variant="secondary"
        size="sm"
        className="sm:hidden"
        aria-expanded={more}
        onClick={() => setMore(!more)}
      >
        {more ? t('less') : t('more')}
      </Button>
      <div
        className={cn(
          'flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm',
          !more && 'hidden sm:flex',
        )}
      >
        <ByRate id="vat" label={t('vat')} empty={t('noVat')} amounts={summary.vat} />
        <ByRate id="untaxed" label={terms('untaxed')} amounts={summary.untaxed} />
      </div>
    </section>
  );
}
