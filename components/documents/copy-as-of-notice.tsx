'use client';

import { useTranslations } from 'next-intl';
import type { DocumentsPage } from '@/lib/documents/contract';
import { AwayAlert } from '@/components/mirror/away-alert';
import { useAwayNoticeShown } from '@/components/mirror/away-notice-shown';
import { ClockTime } from '@/components/mirror/clock-time';

// An answer read from the mirror's copy while the operator is away carries `source: "copy"` and
// the copy's `asOf` (lib/ofd/outside-copy.ts). The page's server render may not have known it
// yet: the operator can go away after the page was drawn, or the page drew from what was cached.
// Then the answer itself says how fresh it is, in the words of the page's own notice.

export function CopyAsOfNotice({ page }: { page: DocumentsPage | undefined }) {
  const t = useTranslations('Mirror.away');
  const shown = useAwayNoticeShown();
  const asOf = page?.source === 'copy' ? page.asOf : null;
  if (shown || !asOf) return null;
  return <AwayAlert title={t.rich('title', { time: () => <ClockTime utc={asOf} /> })} />;
}
