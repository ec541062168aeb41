'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatLocalDate } from '@/lib/ofd/format';
import type { OverviewAnswer as Answer } from '@/lib/overview/contract';
import type { OverviewProgress as Progress } from '@/lib/overview/fetch-overview';
import type { OverviewKeyInput } from '@/lib/query/overview';
import { cn } from '@/lib/ui/cn';
import { ExportLinks } from './export-links';
import { FiguresBand } from './figures-band';
import { OverviewCharts } from './overview-charts';
import { OverviewInsights } from './overview-insights';
import { OverviewProgress } from './overview-progress';
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
      <WindowNote registers={answer.registers} />
      <FiguresBand current={answer.current} previous={answer.previous} />
      <OverviewCharts answer={answer} />
      <OverviewInsights input={input} />
      <ExportLinks input={input} />
    </div>
  );
}
