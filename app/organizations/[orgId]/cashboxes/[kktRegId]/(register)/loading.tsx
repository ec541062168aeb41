import { LoadingPage } from '@/components/layout/loading-page';
import { Skeleton } from '@/components/ui/skeleton';

function CardSkeleton({ lines, testId }: { lines: number; testId?: string }) {
  return (
    <div
      data-testid={testId}
      className="rounded-lg border border-slate-200 p-5 dark:border-slate-800"
      aria-hidden="true"
    >
      <Skeleton className="h-5 w-40" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="mt-4 h-4 w-full max-w-md" />
      ))}
    </div>
  );
}

export default function RegisterLoading() {
  return (
    <LoadingPage
      namespace="Register"
      bars={['mb-4 h-4 w-72 max-w-full', 'h-8 w-56', 'mt-2 h-4 w-80 max-w-full']}
    >
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <CardSkeleton lines={6} testId="register-skeleton" />
        <CardSkeleton lines={3} />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <CardSkeleton lines={4} />
        <CardSkeleton lines={4} />
      </div>
    </LoadingPage>
  );
}
