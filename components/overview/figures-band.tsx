'use client';

import { useTranslations } from 'next-intl';
import { useFiscalWords, useMoney } from '@/components/format/use-format';
import { vatKeyMessage } from '@/components/documents/vat-label';
import type { FigureKey } from '@/lib/overview/change';
import type { Figures } from '@/lib/overview/figures';
import { FigureCard } from './figure-card';

const MONEY: FigureKey[] = [
  'income',
  'returns',
  'net',
  'payouts',
  'averageCheck',
  'cash',
  'cashless',
];
const LABELS: Record<FigureKey, string> = {
  income: 'income',
  returns: 'returns',
  net: 'net',
  payouts: 'payouts',
  receipts: 'receipts',
  averageCheck: 'average',
  cash: 'cash',
  cashless: 'cashless',
};
const ORDER: FigureKey[] = [
  'income',
  'returns',
  'net',
  'payouts',
  'receipts',
  'averageCheck',
  'cash',
  'cashless',
];

/** The headline figures and VAT by rate, each against the period compared with. */
export function FiguresBand({ current, previous }: { current: Figures; previous: Figures }) {
  const t = useTranslations('Overview.figures');
  const terms = useTranslations('Terms');
  const money = useMoney();
  const count = (n: number) => String(n);
  const keysOf = (a: Record<string, number>, b: Record<string, number>) =>
    [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => a[key] || b[key]);
  const vatKeys = keysOf(current.vat, previous.vat);
  const untaxedKeys = keysOf(current.untaxed, previous.untaxed);
  // Money paid out is its own figure, shown when either period has any.
  const order = ORDER.filter((key) => key !== 'payouts' || current.payouts || previous.payouts);
  return (
    <section aria-label={t('label')} className="space-y-3" data-testid="figures">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {order.map((key) => (
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
      <AmountsByRate
        title={t('vat')}
        empty={t('noVat')}
        keys={vatKeys}
        idPrefix="vat"
        current={current.vat}
        previous={previous.vat}
      />
      {untaxedKeys.length > 0 && (
        <AmountsByRate
          title={terms('untaxed')}
          keys={untaxedKeys}
          idPrefix="untaxed"
          current={current.untaxed}
          previous={previous.untaxed}
        />
      )}
    </section>
  );
}

/** Amounts by rate against the compared period: the VAT, or the turnover at 0% and without VAT. */
function AmountsByRate(props: {
  title: string;
  empty?: string;
  keys: string[];
  idPrefix: string;
  current: Record<string, number>;
  previous: Record<string, number>;
}) {
  const money = useMoney();
  const words = useFiscalWords();
  return (
    <div data-testid={`figures-${props.idPrefix}`}>
      <h3 className="text-sm font-medium">{props.title}</h3>
      {props.keys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{props.empty}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          {props.keys.map((key) => {
            const ref = vatKeyMessage(key);
            return (
              <FigureCard
                key={key}
                id={`${props.idPrefix}-${key}`}
                kind="vat"
                label={ref ? words(ref) : key}
                current={props.current[key] ?? 0}
                previous={props.previous[key] ?? 0}
                format={money}
              />
            );
          })}
        </dl>
      )}
    </div>
  );
}
