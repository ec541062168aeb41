import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { requestViewer } from '@/lib/auth/server/viewer';

/** People and audit settings are for administrators; to anyone else they do not exist. */
export async function AdminOnly({ children }: { children: ReactNode }) {
  const viewer = await requestViewer();
  if (viewer?.role !== 'admin') notFound();
  return children;
}
