'use client';

import { useLocale, useTranslations } from 'next-intl';
import { DownOperatorsNotice } from '@/components/operators/down-operators-notice';
import { formatLocalDate } from '@/lib/ofd/format';
import type { OverviewAnswer as Answer, OverviewRegister } from '@/lib/overview/contract';
import type { OverviewProgress as Progress } from '@/lib/query/overview-stream';
import type { OverviewKeyInput } from '@/lib/query/overview';
import { cn } from '@/lib/ui/cn';
import { ExportLinks } from './export-links';
import { FiguresBand } from './figures-band';
import { OverviewCharts } from './overview-charts';
import { OverviewInsights } from './overview-insights';
import { OverviewProgress } from './overview-progress';
import { useNoAccess } from './use-no-access';
import { WindowNote } from './window-note';

type Props = {
  answer: Answer;
  input: OverviewKeyInput;
  fetching: boolean;
  progress: Progress | null;
};

/** The overview's figures, charts, insights and exports for one answer. */
export function OverviewAnswer({ answer, input, fetching, progress }: Props) {
  const t = useTranslations('Overview');
  const locale = useLocale();
  const date = (d: string) => formatLocalDate(d, locale);
  const noAccessText = useNoAccess();
  // Every register of the scope outside its window: its figures are unknown, not zero.
  const closed =
    answer.registers.length > 0 && answer.registers.every((r) => r.coverage === 'none');
  const noAccess = closed ? noAccessText(windowSpan(answer.registers)) : null;
  return (
    <div
      className={cn('space-y-6', fetching && 'opacity-60')}
      aria-busy={fetching}
      data-testid="overview"
      data-source={answer.source}
    >
      {fetching && <OverviewProgress progress={progress} />}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="compared-with">
          {t('comparedWith', {
            from: date(answer.previousPeriod.from),
            to: date(answer.previousPeriod.to),
          })}
        </span>{' '}
        · <span data-testid="overview-source">{t(`source.${answer.source}`)}</span>
      </p>
      <DownOperatorsNotice down={answer.down} />
      <WindowNote registers={answer.registers} />
      {noAccess ? (
        <p className="font-medium" data-testid="figures-no-access">
          {noAccess}
        </p>
      ) : (
        <FiguresBand current={answer.current} previous={answer.previous} />
      )}
      <OverviewCharts answer={answer} />
      <OverviewInsights input={input} />
      <ExportLinks input={input} />
    </div>
  );
}

/** The span of the registers' permission windows. */
function windowSpan(registers: OverviewRegister[]) {
  return {
    from: registers.map((r) => r.window.from).reduce((a, b) => (a < b ? a : b)),
    to: registers.map((r) => r.window.to).reduce((a, b) => (a > b ? a : b)),
  };
}
