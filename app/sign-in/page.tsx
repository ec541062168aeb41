import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { StaleViewerRefresh } from '@/components/auth/stale-viewer-refresh';
import { Alert } from '@/components/ui/alert';
import { PageHeading } from '@/components/layout/page-heading';
import { titleMetadata } from '@/components/layout/title-metadata';
import { SignInForm } from '@/components/auth/sign-in-form';
import { safeNextPath } from '@/lib/auth/next-path';
import { SESSION_COOKIE } from '@/lib/auth/server/session-cookie';
import { requestViewerIfAnswering } from '@/lib/auth/server/viewer';

type Props = { searchParams: Promise<{ next?: string | string[] }> };

export const generateMetadata = titleMetadata('Auth', 'signInTitle');

export default async function SignInPage({ searchParams }: Props) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined);
  if (await requestViewerIfAnswering()) redirect(target);
  const t = await getTranslations('Auth');
  // A session cookie the door did not accept: the session ended (expired, ended elsewhere or the
  // person disabled). Signing out removes the cookie, so it is not taken for an ended session.
  const jar = await cookies();
  const ended = jar.has(SESSION_COOKIE) || jar.has(`__Host-${SESSION_COOKIE}`);
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-6 py-8">
      <StaleViewerRefresh />
      <PageHeading title={t('signInTitle')} lead={t('signInLead')} />
      {ended && (
        <Alert tone="warning" data-testid="session-ended">
          {t('sessionEnded')}
        </Alert>
      )}
      <SignInForm next={target} />
    </div>
  );
}
