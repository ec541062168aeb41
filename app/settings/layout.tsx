import type { ReactNode } from 'react';
import { adminPageViewer } from '@/lib/auth/server/admin-only';

// Settings are for administrators; to anyone else they do not exist. The layout alone does not
// keep a page's data from the answer (it renders beside the page): every page below asks too.
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  await adminPageViewer();
  return children;
}
