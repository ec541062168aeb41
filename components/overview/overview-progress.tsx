'use client';

import { useTranslations } from 'next-intl';
import type { OverviewProgress as Progress } from '@/lib/overview/fetch-overview';
import { cn } from '@/lib/ui/cn';

/** The figures being computed: registers done of all, announced politely. */
export function OverviewProgress({ progress }: { progress: Progress | null }) {
  const t = useTranslations('Overview.progress');
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="overview-progress"
    >
      <p role="status" className="text-sm font-medium">
        {progress ? t('label', { done: progress.done, total: progress.total }) : t('starting')}
      </p>
      <div
        role="progressbar"
        aria-label={t('bar')}
        aria-valuemin={0}
        aria-valuemax={progress?.total}
        aria-valuenow={progress?.done}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500',
            !progress && 'w-1/4 animate-pulse motion-reduce:animate-none',
          )}
          style={
            progress ? { width: `${(100 * progress.done) / (progress.total || 1)}%` } : undefined
          }
        />
      </div>
    </div>
  );
}
