import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** A decorative 16×16 line icon drawn in the current text colour; screen readers skip it. */
export function StrokeIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={cn('size-4', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      {children}
    </svg>
  );
}
