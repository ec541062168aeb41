import { LoadingPage } from '@/components/layout/loading-page';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default function RegistersLoading() {
  return (
    <LoadingPage
      namespace="Registers"
      bars={[
        'mb-4 h-4 w-56',
        'h-8 w-72 max-w-full',
        'mt-2 h-4 w-96 max-w-full',
        'mt-2 h-4 w-80 max-w-full',
      ]}
    >
      <TableSkeleton columns={7} />
    </LoadingPage>
  );
}
