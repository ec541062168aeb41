'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorPanel } from './api-error-panel';
import { ResetButton, type ErrorBoundaryProps } from './reset-button';

/**
 * Body of an `error.tsx`: a server component threw something unexpected. The error's message is
 * never shown (it may hold internals); its digest points support at the server log.
 */
export function RouteError({ error, reset }: ErrorBoundaryProps) {
  const t = useTranslations('ApiErrors');
  return (
    <ApiErrorPanel testId="route-error" message="internal" reference={error.digest}>
      <ResetButton reset={reset} className="mt-4">
        {t('retry')}
      </ResetButton>
    </ApiErrorPanel>
  );
}
