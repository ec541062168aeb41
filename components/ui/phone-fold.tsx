'use client';

import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { focusRing } from './focus-ring';

/**
 * Below 640 px a block folds behind one button (a disclosure), so that what the page is for starts
 * on a phone's first screen (docs/phones.md). From 640 px the button is hidden and the block shows
 * whole, as before. Only CSS tells the widths apart, so the server's HTML is right on either.
 */
export function PhoneFold({
  button,
  children,
  className,
  buttonClassName,
  testId,
}: {
  /** What the button says, before the arrow that shows whether it is open. */
  button: ReactNode;
  children: ReactNode;
  /** The block's own classes (it is a plain div). */
  className?: string;
  buttonClassName?: string;
  testId?: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={testId}
        className={cn(
          'flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-left text-sm font-medium text-slate-900 sm:hidden dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          focusRing,
          buttonClassName,
        )}
      >
        {button}
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <div id={id} className={cn(!open && 'max-sm:hidden', className)}>
        {children}
      </div>
    </>
  );
}
