import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageHeading } from '@/components/layout/page-heading';
import { titleMetadata } from '@/components/layout/title-metadata';
import { SignInForm } from '@/components/auth/sign-in-form';
import { safeNextPath } from '@/lib/auth/next-path';
import { requestViewerIfAnswering } from '@/lib/auth/server/viewer';

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export const generateMetadata = titleMetadata('Auth', 'signInTitle');

export default async function SignInPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await requestViewerIfAnswering()) redirect(target);
  const t = await getTranslations('Auth');
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-6 py-8">
      <PageHeading title={t('signInTitle')} lead={t('signInLead')} />
      <SignInForm next={target} />
    </div>
  );
}
