import { LoadingPage } from '@/components/layout/loading-page';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default function HealthLoading() {
  return (
    <LoadingPage namespace="Health" heading={{ leadClassName: 'max-w-3xl' }}>
      <TableSkeleton columns={5} rows={6} />
    </LoadingPage>
  );
}
