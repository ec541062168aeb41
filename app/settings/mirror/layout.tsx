import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';

// The browser gets only the messages this page's client components translate
// (docs/conventions.md, "Messages").
export default function MirrorSettingsLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages namespaces={['ApiErrors', 'DataTable', 'Mirror', 'Terms']}>
      {children}
    </ClientMessages>
  );
}
