import { cn } from '@/lib/ui/cn';

/**
 * At narrow widths the table scrolls sideways and the first column (the row's name and link)
 * stays pinned, with an opaque background that follows the row's hover colour and a hairline edge.
 */
export function cellClasses({
  first,
  align,
  header,
}: {
  first: boolean;
  align?: 'start' | 'end';
  header?: boolean;
}): string {
  return cn(
    'px-3 py-2 text-left align-middle whitespace-nowrap',
    align === 'end' && 'text-right tabular-nums',
    first &&
      'sticky left-0 max-w-[45vw] min-w-28 bg-white whitespace-normal sm:min-w-48 shadow-[inset_-1px_0_0_var(--color-slate-200)] sm:max-w-none dark:bg-slate-950 dark:shadow-[inset_-1px_0_0_var(--color-slate-800)]',
    first && (header ? 'z-20' : 'z-10 group-hover:bg-slate-50 dark:group-hover:bg-slate-900'),
    header && 'bg-slate-50 font-medium text-slate-700 dark:bg-slate-900 dark:text-slate-300',
  );
}
