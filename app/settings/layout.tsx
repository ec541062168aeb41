import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { requestViewer } from '@/lib/auth/server/viewer';

// Settings need a signed-in person. Alerts are everyone's own (docs/alerts.md); the people and
// audit pages are for administrators, and each asks lib/auth/server/admin-only.ts itself before
// it reads anything: a layout renders beside its page, so a check here alone would not keep the
// page's data out of the answer.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  if (!(await requestViewer())) notFound();
  return children;
}
