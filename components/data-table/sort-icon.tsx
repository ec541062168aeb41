import { cn } from '@/lib/ui/cn';

/** Up/down chevrons; the active direction is drawn solid. Decorative: aria-sort carries the state. */
export function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 10 14" className="size-3 shrink-0" fill="currentColor">
      <path d="M5 1 9 6H1z" className={cn(direction === 'asc' ? 'opacity-100' : 'opacity-30')} />
      <path d="M5 13 1 8h8z" className={cn(direction === 'desc' ? 'opacity-100' : 'opacity-30')} />
    </svg>
  );
}
