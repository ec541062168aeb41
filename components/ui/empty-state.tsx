import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

export type EmptyStateProps = {
  title: ReactNode;
  text?: ReactNode;
  /** A button or link that gets the user going (create, reset filters, widen the period). */
  action?: ReactNode;
  /** Heading level that fits the page's outline; a paragraph when the title is not a section. */
  headingLevel?: 2 | 3 | 'none';
  className?: string;
};

export function EmptyState({ title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Title = headingLevel === 'none' ? 'p' : headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center dark:border-slate-700',
        className,
      )}
    >
      <Title className="text-base font-semibold">{title}</Title>
      {text ? (
        <p className="max-w-prose text-sm text-slate-600 dark:text-slate-400">{text}</p>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
