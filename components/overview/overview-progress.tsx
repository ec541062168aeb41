'use client';

import { useTranslations } from 'next-intl';
import type { OverviewProgress as Progress } from '@/lib/query/overview-stream';
import { ProgressBar } from '@/components/ui/progress-bar';

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
      <ProgressBar label={t('bar')} done={progress?.done} total={progress?.total} />
    </div>
  );
}
