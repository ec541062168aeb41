import { LoadingPage } from '@/components/layout/loading-page';
import { LookupSkeleton } from '@/components/lookup/lookup-skeleton';

export default function LookupLoading() {
  return (
    <LoadingPage
      namespace="Lookup"
      heading={{ leadClassName: 'max-w-3xl' }}
      barsClassName="flex flex-col gap-2"
      bars={['h-5 w-80 max-w-full', 'h-10 w-full sm:max-w-xl']}
    >
      <LookupSkeleton />
    </LoadingPage>
  );
}
