import { Skeleton } from '@/components/ui/skeleton';
import { cellClasses } from './cell-classes';

/** Placeholder rows shaped like the table while its first data loads. */
export function DataTableSkeletonRows({ columns, rows = 6 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, r) => (
    <tr key={r} className="border-t border-slate-200 dark:border-slate-800">
      {Array.from({ length: columns }, (_, c) => (
        <td key={c} className={cellClasses({ first: c === 0 })}>
          <Skeleton className={c === 0 ? 'h-4 w-32' : 'h-4 w-20'} />
        </td>
      ))}
    </tr>
  ));
}
