import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fdNumberSchema, rnmSchema } from '@/lib/ofd/ids';
import { DocumentDetailPage } from '@/components/documents/detail/document-detail';

type Props = { params: Promise<{ orgId: string; kktRegId: string; fd: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { fd } = await params;
  const t = await getTranslations('DocumentDetail');
  return { title: t('titleFallback', { fd }) };
}

// The document is read in the browser through the documents API (route 5), which checks the drive
// and the permission window; the page only refuses addresses that can name no document.
export default async function DocumentPage({ params }: Props) {
  const { orgId, kktRegId, fd } = await params;
  const number = fdNumberSchema.safeParse(fd);
  const rnm = rnmSchema.safeParse(kktRegId);
  if (!number.success || !rnm.success) notFound();
  return <DocumentDetailPage orgId={orgId} rnm={rnm.data} fd={number.data} />;
}
