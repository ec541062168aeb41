'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';
import { ErrorPanel } from './error-panel';

/**
 * Body of an `error.tsx`: a server component threw something unexpected. `reset` alone would only
 * re-render on the client; refreshing first makes the server render (and fetch) again. The error's
 * message is never shown (it may hold internals); its digest points support at the server log.
 */
export function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('ApiErrors');
  const router = useRouter();
  return (
    <ErrorPanel
      testId="route-error"
      title={t('internal.title')}
      text={t('internal.text')}
      reference={error.digest ? t('reference', { id: error.digest }) : undefined}
    >
      <button
        type="button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-4 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {t('retry')}
      </button>
    </ErrorPanel>
  );
}
