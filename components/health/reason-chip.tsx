import { useTranslations } from 'next-intl';
import { reasonSince } from '@/lib/health/since';
import type { Reason } from '@/lib/health/types';
import { ReasonBadge } from './health-badge';
import { useHealthTime } from './reason-words';

/**
 * A reason on the board: its chip and since when it holds, from the evidence (lib/health/since.ts).
 * Chips alone left support asking the register "since when?" for every row.
 */
export function ReasonChip({ reason }: { reason: Reason }) {
  const t = useTranslations('Health');
  const time = useHealthTime();
  const since = reasonSince(reason);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5" data-testid="reason-chip">
      <ReasonBadge code={reason.code} severity={reason.severity} />
      {since ? (
        <span className="text-xs text-slate-600 dark:text-slate-400" data-testid="reason-since">
          {t('since', { date: time(since) })}
        </span>
      ) : null}
    </span>
  );
}
