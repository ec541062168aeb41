import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';
import { focusRing } from './focus-ring';

/** Shared by text inputs and native selects so form controls line up. */
export const fieldClasses = cn(
  'h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400',
  focusRing,
  'focus-visible:outline-offset-0',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClasses, className)} {...props} />;
}
