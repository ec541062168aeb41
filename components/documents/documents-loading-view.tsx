import { Skeleton } from '@/components/ui/skeleton';

/**
 * The documents page before its register is there: drawn by the server's loading state and, on a
 * client-side navigation that arrives before the page's code, by the lazy screen's stand-in.
 */
export function DocumentsLoadingView({ title, status }: { title: string; status: string }) {
  return (
    <div aria-busy="true" className="space-y-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p role="status" className="text-slate-600 dark:text-slate-300">
        {status}
      </p>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
