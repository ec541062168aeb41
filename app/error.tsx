'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { startTransition } from 'react';

// Never shows the error message itself: it may carry internals. The digest links to server logs.
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  const common = useTranslations('Common');
  const router = useRouter();
  return (
    <div role="alert" className="mx-auto max-w-xl py-12">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('text')}</p>
      {error.digest && (
        <p className="mt-2 font-mono text-sm text-slate-500">
          {t('reference', { digest: error.digest })}
        </p>
      )}
      <button
        type="button"
        // reset alone re-renders on the client only; refresh makes the server render again too.
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
        className="mt-6 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
      >
        {common('retry')}
      </button>
    </div>
  );
}
