import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { boardCounts } from '@/lib/health/board';
import { healthFilterHref } from '@/lib/urls/urls';
import { HEALTH_STATUSES, REASON_CODES, type HealthRow } from '@/lib/health/types';

/** How many registers show each status and each reason; each count filters the board to them. */
export function ReasonCounts({ rows }: { rows: readonly HealthRow[] }) {
  const t = useTranslations('Health');
  const { reasons, statuses } = boardCounts(rows);
  const chip =
    'inline-flex items-center gap-2 rounded-md border border-slate-200 px-2 py-1 text-sm hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label={t('countsLabel')} className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-2">
        {HEALTH_STATUSES.map((status) => (
          <li key={status}>
            <Link href={healthFilterHref({ status })} className={chip} data-count-status={status}>
              {t(`status.${status}`)} <strong>{statuses[status] ?? 0}</strong>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-2">
        {REASON_CODES.filter((code) => reasons[code]).map((code) => (
          <li key={code}>
            <Link
              href={healthFilterHref({ reason: code })}
              className={chip}
              data-count-reason={code}
            >
              {t(`reason.${code}`)} <strong>{reasons[code]}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
