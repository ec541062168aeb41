'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { focusRing } from './focus-ring';
import { Popover, type PopoverProps } from './popover';

const itemSelector = '[role^="menuitem"]:not([disabled])';

/** APG menu keys: arrows move (wrapping), Home/End jump; items are skipped by Tab. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector));
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

export type MenuProps = Omit<PopoverProps, 'role' | 'onPanelKeyDown'>;

/** A dropdown menu; fill it with MenuCheckboxItem / MenuItem. */
export function Menu({ panelClassName, ...props }: MenuProps) {
  return (
    <Popover
      {...props}
      role="menu"
      onPanelKeyDown={moveFocus}
      panelClassName={cn('min-w-48 p-1', panelClassName)}
    />
  );
}

const itemClasses = cn(
  'flex w-full items-center gap-2 rounded px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800',
  focusRing,
  'focus-visible:outline-offset-0',
);

export function MenuCheckboxItem({
  checked,
  onCheckedChange,
  disabled,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitemcheckbox"
      aria-checked={checked}
      tabIndex={-1}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(itemClasses, 'disabled:opacity-50')}
    >
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded border border-slate-400 dark:border-slate-500"
      >
        {checked ? '✓' : null}
      </span>
      {children}
    </button>
  );
}
