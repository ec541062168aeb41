'use client';

import { useTranslations } from 'next-intl';
import { useFiscalWords, useMoney } from '@/components/format/use-format';
import { vatKeyMessage } from '@/components/documents/vat-label';
import type { FigureKey } from '@/lib/overview/change';
import type { Figures } from '@/lib/overview/figures';
import { FigureCard } from './figure-card';

const MONEY: FigureKey[] = ['income', 'returns', 'net', 'averageCheck', 'cash', 'cashless'];
const LABELS: Record<FigureKey, string> = {
  income: 'income',
  returns: 'returns',
  net: 'net',
  receipts: 'receipts',
  averageCheck: 'average',
  cash: 'cash',
  cashless: 'cashless',
};
const ORDER: FigureKey[] = [
  'income',
  'returns',
  'net',
  'receipts',
  'averageCheck',
  'cash',
  'cashless',
];

/** The headline figures and VAT by rate, each against the period compared with. */
export function FiguresBand({ current, previous }: { current: Figures; previous: Figures }) {
  const t = useTranslations('Overview.figures');
  const money = useMoney();
  const words = useFiscalWords();
  const count = (n: number) => String(n);
  const vatKeys = [...new Set([...Object.keys(current.vat), ...Object.keys(previous.vat)])].filter(
    (key) =>
      (current.vat as Record<string, number>)[key] || (previous.vat as Record<string, number>)[key],
  );
  return (
    <section aria-label={t('label')} className="space-y-3" data-testid="figures">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {ORDER.map((key) => (
          <FigureCard
            key={key}
            id={key}
            kind={key}
            label={t(LABELS[key])}
            current={current[key]}
            previous={previous[key]}
            format={MONEY.includes(key) ? money : count}
          />
        ))}
      </dl>
      <div>
        <h3 className="text-sm font-medium">{t('vat')}</h3>
        {vatKeys.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noVat')}</p>
        ) : (
          <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
            {vatKeys.map((key) => {
              const ref = vatKeyMessage(key);
              return (
                <FigureCard
                  key={key}
                  id={`vat-${key}`}
                  kind="vat"
                  label={ref ? words(ref) : key}
                  current={(current.vat as Record<string, number>)[key] ?? 0}
                  previous={(previous.vat as Record<string, number>)[key] ?? 0}
                  format={money}
                />
              );
            })}
          </dl>
        )}
      </div>
    </section>
  );
}
