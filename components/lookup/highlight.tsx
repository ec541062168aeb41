import type { Range } from '@/lib/lookup/match';

/** The value with the matched parts in <mark>; ranges are sorted and do not overlap. */
export function Highlight({ value, ranges }: { value: string; ranges: Range[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(value.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-amber-200 px-0.5 text-inherit dark:bg-amber-700">
        {value.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < value.length) parts.push(value.slice(at));
  return <>{parts}</>;
}
