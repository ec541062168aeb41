import { Skeleton } from '@/components/ui/skeleton';

/** Result cards in outline, while the first answer for a query loads. */
export function LookupSkeleton({ count = 3 }: { count?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true" data-testid="lookup-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <Skeleton className="h-4 w-48" />
          <Skeleton className="mt-2 h-5 w-72 max-w-full" />
          <Skeleton className="mt-2 h-4 w-56" />
          <Skeleton className="mt-3 h-4 w-80 max-w-full" />
        </li>
      ))}
    </ul>
  );
}
