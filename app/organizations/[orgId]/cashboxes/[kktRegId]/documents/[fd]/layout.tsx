import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { fdNumberSchema } from '@/lib/ofd/ids';

// An address that can name no document answers 404 before anything streams; whether a well-formed
// number exists is known once the document is read (page.tsx).
export default async function DocumentLayout({
  params,
  children,
}: {
  params: Promise<{ fd: string }>;
  children: ReactNode;
}) {
  if (!fdNumberSchema.safeParse((await params).fd).success) notFound();
  return children;
}
