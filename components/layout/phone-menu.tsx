'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/ui/cn';

/**
 * Below 640 px the header's navigation, person, sign-out and language fold behind one menu button,
 * so that a page (a receipt's QR above all) starts on the first screen (docs/phones.md). From 640 px
 * the wrapper is `display: contents` and its children sit in the header as before. A disclosure,
 * not a dialog: Escape closes it and gives the focus back, and it closes on every navigation.
 */
export function PhoneMenu({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shown, setShown] = useState(pathname);
  if (shown !== pathname) {
    setShown(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    // A page that grows to 640 px or more shows the header whole: nothing stays "open".
    const wide = window.matchMedia('(min-width: 640px)');
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [open]);
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    document.getElementById(`${id}-button`)?.focus();
  };
  return (
    <>
      <button
        id={`${id}-button`}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'ml-auto inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-700 sm:hidden dark:border-slate-700 dark:text-slate-200',
          focusRing,
        )}
        data-testid="phone-menu"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          {open ? '×' : '☰'}
        </span>
        {label}
      </button>
      <div
        id={id}
        onKeyDown={escape}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className={cn(
          'sm:contents',
          open ? 'flex w-full flex-col items-stretch gap-3 pb-2' : 'max-sm:hidden',
        )}
      >
        {children}
      </div>
    </>
  );
}
