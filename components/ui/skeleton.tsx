import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

/** A placeholder block; hidden from assistive tech (announce loading with aria-busy or text). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-md bg-slate-200 motion-reduce:animate-none dark:bg-slate-800',
        className,
      )}
      {...props}
    />
  );
}
