import { cn } from '@/lib/ui/cn';

/** A determinate bar once the total is known; before that, a pulsing quarter that says "working". */
export function ProgressBar({
  label,
  done,
  total,
}: {
  label: string;
  done?: number;
  total?: number;
}) {
  const known = done !== undefined && total !== undefined;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div
        className={cn(
          'h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500',
          !known && 'w-1/4 animate-pulse motion-reduce:animate-none',
        )}
        style={known ? { width: `${(100 * done) / (total || 1)}%` } : undefined}
      />
    </div>
  );
}
