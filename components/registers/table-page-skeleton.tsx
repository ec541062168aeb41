import { Skeleton } from '@/components/ui/skeleton';

/** A data table in outline: toolbar, header and rows, so the page does not jump when data lands. */
export function TableSkeleton({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3" data-testid="table-skeleton">
      <div className="flex flex-wrap items-center gap-2">
        <Skeleton className="h-8 w-full sm:w-64" />
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="ml-auto h-8 w-24" />
      </div>
      <Skeleton className="h-4 w-40" />
      <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
        <div className="flex gap-4 bg-slate-50 px-3 py-3 dark:bg-slate-900">
          {Array.from({ length: columns }, (_, i) => (
            <Skeleton key={i} className="h-4 flex-1" />
          ))}
        </div>
        {Array.from({ length: rows }, (_, r) => (
          <div
            key={r}
            className="flex gap-4 border-t border-slate-200 px-3 py-3 dark:border-slate-800"
          >
            {Array.from({ length: columns }, (_, i) => (
              <Skeleton key={i} className="h-4 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
