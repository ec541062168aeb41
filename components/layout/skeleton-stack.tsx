import { Skeleton } from '@/components/ui/skeleton';

/** Skeleton bars stacked one under another (a heading's outline while its page loads), one a class. */
export function SkeletonStack({ bars, className }: { bars: string[]; className?: string }) {
  return (
    <div aria-hidden="true" className={className}>
      {bars.map((bar, i) => (
        <Skeleton key={i} className={bar} />
      ))}
    </div>
  );
}
