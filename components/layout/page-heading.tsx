import { cn } from '@/lib/ui/cn';

/** A page's title and the line that says what it is for; the loading state shows the same. */
export function PageHeading({
  title,
  lead,
  leadClassName,
}: {
  title: string;
  lead: string;
  leadClassName?: string;
}) {
  return (
    <div>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className={cn('mt-2 text-slate-600 dark:text-slate-300', leadClassName)}>{lead}</p>
    </div>
  );
}
