import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { fdNumberSchema } from '@/lib/ofd/ids';

// An address that can name no document answers 404 before the page's skeleton streams. Whether a
// well-formed number exists is known only once the document is read (in the browser).
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
