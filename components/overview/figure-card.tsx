'use client';

import { useLocale, useTranslations } from 'next-intl';
import { changeOf, toneOf, type FigureKey } from '@/lib/overview/change';
import { cn } from '@/lib/ui/cn';

const TONES = {
  good: 'text-emerald-700 dark:text-emerald-400',
  bad: 'text-red-700 dark:text-red-400',
  neutral: 'text-slate-600 dark:text-slate-400',
} as const;
const ARROWS = { up: '▲', down: '▼', same: '=' } as const;

/**
 * One figure with its change against the compared period: absolute and in percent, coloured by
 * whether it is good news, and one sentence for screen readers (the arrow and colour are hidden).
 */
export function FigureCard({
  id,
  kind,
  label,
  current,
  previous,
  format,
}: {
  id: string;
  kind: FigureKey | 'vat';
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
}) {
  const t = useTranslations('Overview.change');
  const locale = useLocale();
  const change = changeOf(current, previous);
  const percent =
    change.percent === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'never' }).format(
          change.percent,
        ) + '%';
  const amount = format(Math.abs(change.delta));
  const words =
    change.direction === 'same'
      ? t('same')
      : percent === null
        ? t('upNoPercent', { amount })
        : t(change.direction, { amount, percent });
  return (
    <div
      className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
      data-testid={`figure-${id}`}
    >
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd>
        <span className="block text-lg font-semibold tabular-nums" data-testid="figure-value">
          {format(current)}
        </span>
        <span
          aria-hidden="true"
          className={cn('block text-xs tabular-nums', TONES[toneOf(kind, change)])}
          data-testid="figure-change"
        >
          {ARROWS[change.direction]} {change.direction === 'same' ? t('same') : amount}
          {percent !== null && change.direction !== 'same' ? ` · ${percent}` : ''}
        </span>
        <span className="sr-only">
          {t('spoken', { label, value: format(current), change: words })}
        </span>
      </dd>
    </div>
  );
}
