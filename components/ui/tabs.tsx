'use client';

import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { focusRing } from './focus-ring';

export type TabItem = { id: string; label: ReactNode; content: ReactNode };

/**
 * APG tabs with automatic activation: arrows, Home and End move between tabs and show the panel;
 * only the selected tab is in the Tab order. Controlled, so the page can keep the tab in the URL.
 */
export function Tabs({
  items,
  value,
  onValueChange,
  label,
  className,
}: {
  items: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  label: string;
  className?: string;
}) {
  const base = useId();
  const selected = items.find((item) => item.id === value) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected?.id);
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.id);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next ?? 0]?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {items.map((item) => {
          const active = item.id === selected?.id;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              // Only the shown panel exists, so only the selected tab points at one.
              aria-controls={active ? `${base}-panel-${item.id}` : undefined}
              tabIndex={active ? 0 : -1}
              onClick={() => onValueChange(item.id)}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                focusRing,
                active
                  ? 'border-brand-600 text-brand-700 dark:border-brand-100 dark:text-white'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${selected.id}`}
          aria-labelledby={`${base}-tab-${selected.id}`}
          tabIndex={0}
          className={cn('pt-4', focusRing)}
        >
          {selected.content}
        </div>
      ) : null}
    </div>
  );
}
