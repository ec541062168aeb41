import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { documentParamsSchema } from '@/lib/api/params.schema';
import { pageParams } from '@/lib/query/page-params.server';

// An address that can name no document answers 404 before anything streams; whether a well-formed
// number exists is known once the document is read (page.tsx). The browser gets only the messages
// the document's client components translate (docs/conventions.md, "Messages").
export default async function DocumentLayout({
  params,
  children,
}: {
  params: Promise<{ orgId: string; kktRegId: string; fd: string }>;
  children: ReactNode;
}) {
  await pageParams(documentParamsSchema, params);
  return (
    <ClientMessages
      namespaces={[
        'Mirror',
        'ApiErrors',
        'DocumentDetail',
        'Documents',
        'Fiscal',
        'Receipt',
        'Registers',
        'Organizations',
        'Terms',
      ]}
    >
      {children}
    </ClientMessages>
  );
}
