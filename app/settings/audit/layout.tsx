import type { ReactNode } from 'react';
import { AdminOnly } from '@/components/auth/admin-only.server';

export default function AdminSettingsLayout({ children }: { children: ReactNode }) {
  return <AdminOnly>{children}</AdminOnly>;
}
