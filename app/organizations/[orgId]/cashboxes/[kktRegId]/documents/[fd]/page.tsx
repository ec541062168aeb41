import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { fdNumberSchema, fiscalDriveNumberSchema, rnmSchema } from '@/lib/ofd/ids';
import { documentDetail } from '@/lib/documents/document-detail.server';
import { loadOnServer } from '@/lib/query/prefetch.server';
import { DocumentDetailPage } from '@/components/documents/detail/document-detail';
import { MirrorFreshness } from '@/components/mirror/mirror-freshness.server';

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
// streams, and the browser starts from this read (as its query's initial data: a hydration
// boundary would add its code to this page's first load, which the JS budget cannot spare). Any
// other failure is left to the browser's read, which shows it beside the page's breadcrumbs.
// Without a drive, the browser asks which drive signed the number (drive-resolver.tsx).
export default async function DocumentPage({ params, searchParams }: Props) {
  const { orgId, kktRegId, fd } = await params;
  const number = fdNumberSchema.safeParse(fd);
  const rnm = rnmSchema.safeParse(kktRegId);
  if (!number.success || !rnm.success) notFound();
  const drive = fiscalDriveNumberSchema.safeParse((await searchParams).drive);
  const loaded = drive.success
    ? await loadOnServer(() =>
        documentDetail({ orgId, rnm: rnm.data, drive: drive.data, fd: number.data }),
      )
    : null;
  return (
    <>
      <MirrorFreshness orgId={orgId} rnm={rnm.data} />
      <DocumentDetailPage
        orgId={orgId}
        rnm={rnm.data}
        fd={number.data}
        read={loaded?.ok && drive.success ? { drive: drive.data, detail: loaded.data } : undefined}
      />
    </>
  );
}
