'use client';

import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { useKeepInView } from './use-keep-in-view';
import { usePopover } from './use-popover';

export type PopoverTriggerProps = {
  'data-popover-trigger': true;
  'aria-expanded': boolean;
  'aria-haspopup': 'dialog' | 'menu';
  'aria-controls'?: string;
  onClick: () => void;
};

export type PopoverProps = {
  /** Renders the trigger; spread the props onto a <button> (or <Button>). */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children: ReactNode | ((api: { close: (returnFocus?: boolean) => void }) => ReactNode);
  /** Accessible name of the panel. */
  label: string;
  role?: 'dialog' | 'menu';
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
  onPanelKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
};

/** A non-modal panel anchored under its trigger: for filters, column menus and the calendar. */
export function Popover({
  trigger,
  children,
  label,
  role = 'dialog',
  align = 'start',
  className,
  panelClassName,
  onPanelKeyDown,
}: PopoverProps) {
  const { open, toggle, close, panelId, rootRef, panelRef, onKeyDown, onBlur } = usePopover();
  useKeepInView(panelRef, open);
  return (
    <div
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={cn('relative inline-block', className)}
    >
      {trigger({
        'data-popover-trigger': true,
        'aria-expanded': open,
        'aria-haspopup': role,
        // Point at the panel only while it exists.
        'aria-controls': open ? panelId : undefined,
        onClick: toggle,
      })}
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          role={role}
          aria-label={label}
          onKeyDown={onPanelKeyDown}
          className={cn(
            'absolute top-full z-40 mt-1 max-w-[calc(100vw-2rem)] rounded-lg border border-slate-200 bg-white p-2 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
        >
          {typeof children === 'function' ? children({ close }) : children}
        </div>
      ) : null}
    </div>
  );
}
