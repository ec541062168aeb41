import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';

// The one look of "data as of 14:05, the operator is unavailable": drawn by the server when a
// page's data came from the mirror's copy (operator-away.server.tsx), and by the browser when an
// answer that came later says so (components/documents/copy-as-of-notice.tsx).

export function AwayAlert({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Alert tone="warning" role="status" data-testid="operator-away" className="mb-4" title={title}>
      {children}
    </Alert>
  );
}
