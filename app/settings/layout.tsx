import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { requestViewer } from '@/lib/auth/server/viewer';

// Settings need a signed-in person. Alerts are everyone's own (docs/alerts.md); people and audit
// are for administrators only, each behind its own layout (components/auth/admin-only.server.tsx).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const viewer = await requestViewer();
  if (!viewer) notFound();
  return children;
}
