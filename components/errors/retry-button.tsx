'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/**
 * Retries a failed load. With `onRetry` (a client query's refetch) it calls that; without, it asks
 * the server to render the page again (router.refresh), which re-runs the server prefetch.
 */
export function RetryButton({ onRetry }: { onRetry?: () => unknown }) {
  const t = useTranslations('ApiErrors');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          if (onRetry) await onRetry();
          else router.refresh();
        })
      }
      className="mt-4 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {pending ? t('retrying') : t('retry')}
    </button>
  );
}
