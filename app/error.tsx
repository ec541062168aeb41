'use client';

import { useTranslations } from 'next-intl';
import { ResetButton, type ErrorBoundaryProps } from '@/components/errors/reset-button';

// Never shows the error message itself: it may carry internals. The digest links to server logs.
export default function ErrorPage({ error, reset }: ErrorBoundaryProps) {
  const t = useTranslations('Errors');
  const common = useTranslations('Common');
  return (
    <div role="alert" className="mx-auto max-w-xl py-12">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('text')}</p>
      {error.digest && (
        <p className="mt-2 font-mono text-sm text-slate-500">
          {t('reference', { digest: error.digest })}
        </p>
      )}
      <ResetButton reset={reset} className="mt-6">
        {common('retry')}
      </ResetButton>
    </div>
  );
}
