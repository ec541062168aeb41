import Link from 'next/link';
import type { ReactNode } from 'react';

/** A page heading's way on to a related page, drawn as an outlined button. */
export function OutlineLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900"
    >
      {children}
    </Link>
  );
}
