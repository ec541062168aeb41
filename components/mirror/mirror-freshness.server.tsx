import 'server-only';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { requestViewer } from '@/lib/auth/server/viewer';
import { freshness } from '@/lib/mirror/server/freshness';
import { mirrorHref } from '@/lib/urls/urls';
import { AsOf } from './as-of';
import { AwayNoticeShown } from './away-notice-shown';
import { OperatorAway } from './operator-away.server';

// On pages built on mirrored data: "as of 14:05" (the register's, organization's or whole copy's
// last sync, lib/mirror/server/freshness.ts). Nothing when the mirror is off; while the operator
// is away, the notice that says so (operator-away.server.tsx).
// `children`: the page's part that may show an answer read from the copy, told whether the notice
// is already drawn (away-notice-shown.tsx).
export async function MirrorFreshness({
  children,
  ...props
}: {
  orgId?: string;
  rnm?: string;
  children?: ReactNode;
}) {
  const { asOfUtc, away } = await freshness(props);
  const notice = away ? (
    <OperatorAway away={away} />
  ) : asOfUtc ? (
    <p className="text-right">
      <AsOf utc={asOfUtc} />
    </p>
  ) : null;
  if (children === undefined) return notice;
  return (
    <>
      {notice}
      <AwayNoticeShown shown={away !== null}>{children}</AwayNoticeShown>
    </>
  );
}

/** The health board's one line when the operator rejected the mirror's credentials. */
export async function MirrorRejectedNotice() {
  const { credentialsRejected } = await freshness();
  if (!credentialsRejected) return null;
  const t = await getTranslations('Mirror');
  const admin = (await requestViewer())?.role === 'admin';
  return (
    <Alert tone="danger" data-testid="mirror-rejected">
      {t('rejected.title')}.{' '}
      {admin ? (
        <Link href={mirrorHref} className="underline">
          {t('rejected.link')}
        </Link>
      ) : null}
    </Alert>
  );
}
