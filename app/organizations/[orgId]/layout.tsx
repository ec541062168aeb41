import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { orgParamsSchema } from '@/lib/api/params.schema';
import { loadOrganization } from '@/lib/query/page-data.server';
import { pageParams } from '@/lib/query/page-params.server';

// An unknown organization must answer 404, so it is found out here, before anything streams: the
// loading skeletons sit inside the pages' route groups, below this layout. The page reuses the
// same load (React cache), so this costs no second call to the operator. Its messages are the
// organization overview's; the pages below with client parts of their own name theirs
// (docs/conventions.md, "Messages").
export default async function OrganizationLayout({
  params,
  children,
}: {
  params: Promise<{ orgId: string }>;
  children: ReactNode;
}) {
  await loadOrganization((await pageParams(orgParamsSchema, params)).orgId);
  return (
    <ClientMessages
      namespaces={[
        'Mirror',
        'ApiErrors',
        'DataTable',
        'DateRange',
        'Fiscal',
        'Overview',
        'ReceiptSearch.field',
        'MonthExport',
        'ExportFailed',
        'Terms',
      ]}
    >
      {children}
    </ClientMessages>
  );
}
