'use client';

import { useTranslations } from 'next-intl';
import type { LoadProgress as Progress } from '@/lib/documents-ui/progress-stream';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

/**
 * A period being fetched from the operator day by day. The count is announced politely; the
 * Cancel button stops the server's upstream fetches too (the request is aborted).
 */
export function LoadProgress({
  progress,
  onCancel,
}: {
  progress: Progress | null;
  onCancel: () => void;
}) {
  const t = useTranslations('Documents.load');
  const label = progress
    ? t('days', { done: progress.daysDone, total: progress.daysTotal })
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
        <div
          role="progressbar"
          aria-label={t('bar')}
          aria-valuemin={0}
          aria-valuemax={progress?.daysTotal}
          aria-valuenow={progress?.daysDone}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className={cn(
              'h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500',
              !progress && 'w-1/4 animate-pulse motion-reduce:animate-none',
            )}
            style={
              progress
                ? { width: `${(100 * progress.daysDone) / (progress.daysTotal || 1)}%` }
                : undefined
            }
          />
        </div>
      </div>
      <Button variant="secondary" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
