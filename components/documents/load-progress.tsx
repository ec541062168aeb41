'use client';

import { useTranslations } from 'next-intl';
import type { PeriodProgress } from '@/lib/documents/contract';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * A period being fetched from the operator day by day. The count is announced politely; the
 * Cancel button stops the server's upstream fetches too (the request is aborted).
 */
export function LoadProgress({
  progress,
  onCancel,
}: {
  progress: PeriodProgress | null;
  onCancel: () => void;
}) {
  const t = useTranslations('Documents.load');
  const label = progress
    ? t('days', { done: progress.done, total: progress.total })
    : t('starting');
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-800"
      data-testid="load-progress"
    >
      <div className="flex-1 space-y-2">
        <p role="status" className="text-sm font-medium">
          {label}
        </p>
        <ProgressBar label={t('bar')} done={progress?.done} total={progress?.total} />
      </div>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
