'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { Button } from './button';

export type ErrorStateProps = {
  title?: ReactNode;
  text?: ReactNode;
  /** Called by the Retry button; without it no button is shown. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Technical details (status, problem type, reference) folded away for support. */
  details?: ReactNode;
  className?: string;
};

export function ErrorState({
  title,
  text,
  onRetry,
  retryLabel,
  details,
  className,
}: ErrorStateProps) {
  const t = useTranslations('Ui.error');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-5 py-4 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50',
        className,
      )}
    >
      <p className="font-semibold">{title ?? t('title')}</p>
      <p className="text-sm">{text ?? t('text')}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="mt-1" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      ) : null}
      {details ? (
        <details className="mt-1 w-full text-sm">
          <summary className="cursor-pointer font-medium">{t('details')}</summary>
          <div className="mt-2 overflow-x-auto rounded bg-white/70 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-black/30">
            {details}
          </div>
        </details>
      ) : null}
    </div>
  );
}
