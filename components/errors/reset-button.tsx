'use client';

import { useRouter } from 'next/navigation';
import { startTransition, type ReactNode } from 'react';

/** What Next passes an `error.tsx`. */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * The retry of an error boundary. `reset` alone re-renders on the client only; refreshing first
 * makes the server render (and fetch) again.
 */
export function ResetButton({
  reset,
  className,
  children,
}: {
  reset: ErrorBoundaryProps['reset'];
  /** Its margin: where it sits in the boundary's frame. */
  className: string;
  children: ReactNode;
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
      className={`${className} rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700`}
    >
      {children}
    </button>
  );
}
