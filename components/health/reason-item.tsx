import { useTranslations } from 'next-intl';
import { reasonSince } from '@/lib/health/since';
import type { Reason } from '@/lib/health/types';
import { EvidenceLinks } from './evidence-links';
import { ReasonBadge } from './health-badge';
import { ReasonWords, useHealthTime } from './reason-words';

/** One reason of a register's health: its name, since when, what it means and its evidence. */
export function ReasonItem({ reason, at }: { reason: Reason; at: { orgId: string; rnm: string } }) {
  const t = useTranslations('Health');
  const time = useHealthTime();
  // From the evidence: the last document of a silence, the first missing FD of a gap, …
  const since = reasonSince(reason);
  return (
    <li className="flex flex-col gap-1" data-testid="health-reason" data-code={reason.code}>
      <div className="flex flex-wrap items-center gap-2">
        <ReasonBadge code={reason.code} severity={reason.severity} />
        {since ? (
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {t('since', { date: time(since) })}
          </span>
        ) : null}
      </div>
      <p className="text-sm">
        <ReasonWords reason={reason} />
      </p>
      <EvidenceLinks at={at} reason={reason} />
    </li>
  );
}
