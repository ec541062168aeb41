'use client';

import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The long search form folded behind one button on a phone once a search has run, so that the
 * first result is on the first screen (docs/receipt-search.md, Where). Folded by CSS alone, so the
 * server's page is already folded; wider screens always show the form and never the button.
 */
export function FoldOnPhone({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      {open ? null : (
        <Button
          variant="secondary"
          size="lg"
          className="w-full sm:hidden"
          aria-expanded={false}
          aria-controls={id}
          onClick={() => setOpen(true)}
        >
          {label}
        </Button>
      )}
      <div id={id} className={open ? undefined : 'hidden sm:block'}>
        {children}
      </div>
    </div>
  );
}
