import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fdNumberSchema, fiscalDriveNumberSchema, rnmSchema } from '@/lib/ofd/ids';
import { prefetch } from '@/lib/query/prefetch.server';
import { serverQueries } from '@/lib/query/queries.server';
import { DocumentDetailPage } from '@/components/documents/detail/document-detail';

type Props = {
  params: Promise<{ orgId: string; kktRegId: string; fd: string }>;
  searchParams: Promise<{ drive?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { fd } = await params;
  const t = await getTranslations('DocumentDetail');
  return { title: t('titleFallback', { fd }) };
}

// With its drive, the document is read here first (the documents API's own read, which checks the
// drive and the permission window), so a number the drive never signed answers 404 before anything
// streams; the browser finds it in its cache. Any other failure is left to the browser's read,
// which shows it beside the page's breadcrumbs. Without a drive, the browser asks which drive
// signed the number (drive-resolver.tsx).
export default async function DocumentPage({ params, searchParams }: Props) {
  const { orgId, kktRegId, fd } = await params;
  const number = fdNumberSchema.safeParse(fd);
  const rnm = rnmSchema.safeParse(kktRegId);
  if (!number.success || !rnm.success) notFound();
  const page = <DocumentDetailPage orgId={orgId} rnm={rnm.data} fd={number.data} />;
  const drive = fiscalDriveNumberSchema.safeParse((await searchParams).drive);
  if (!drive.success) return page;
  const read = await prefetch({
    queries: [serverQueries.document(orgId, rnm.data, drive.data, number.data)],
  });
  return read.ok ? <HydrationBoundary state={read.data}>{page}</HydrationBoundary> : page;
}
