import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/**
 * The frame of every loading.tsx: busy for assistive technology, one status line read out, and the
 * page's own skeleton (`top` above the status, `children` below it).
 */
export function LoadingPage({
  status,
  top,
  children,
  className = 'gap-6',
}: {
  status: string;
  top: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col', className)} aria-busy="true">
      {top}
      <p role="status" className="sr-only">
        {status}
      </p>
      {children}
    </div>
  );
}
