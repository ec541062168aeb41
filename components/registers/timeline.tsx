import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { SectionCard } from './section-card';

/** A register page card holding one timeline, or a line saying it has no entries. */
export function TimelineCard({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: ReactNode[];
}) {
  return (
    <SectionCard id={id} title={title}>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <Timeline label={title}>{children}</Timeline>
      )}
    </SectionCard>
  );
}

/** A vertical timeline: an ordered list, newest first, with a dot per entry (filled = current). */
function Timeline({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol
      aria-label={label}
      className="relative ml-2 border-l border-slate-300 dark:border-slate-700"
    >
      {children}
    </ol>
  );
}

export function TimelineItem({
  current,
  children,
  testId,
}: {
  current: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <li data-testid={testId} data-current={current} className="relative mb-5 pl-5 last:mb-0">
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-1.5 -left-[7px] size-3 rounded-full border-2',
          current
            ? 'border-brand-600 bg-brand-600'
            : 'border-slate-400 bg-white dark:border-slate-500 dark:bg-slate-950',
        )}
      />
      {children}
    </li>
  );
}
