import { LoadingPage } from '@/components/layout/loading-page';
import { TableSkeleton } from '@/components/registers/table-page-skeleton';

export default function OrganizationsLoading() {
  return (
    <LoadingPage namespace="Organizations" heading={{}} className="gap-4">
      <TableSkeleton columns={6} rows={4} />
    </LoadingPage>
  );
}
