import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** A titled block of a document's page; the title is an h2 under the page's h1. */
export function DetailSection({
  title,
  children,
  className,
  action,
}: {
  title: ReactNode;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-lg border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
