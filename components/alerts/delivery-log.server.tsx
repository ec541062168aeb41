import { getLocale, getTranslations } from 'next-intl/server';
import { classifyDeliveryError } from '@/lib/alerts/delivery-error';
import { isCalendarDate } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import type { DeliveryAbout, DeliveryView } from '@/lib/alerts/types';

// The delivery log: each message recorded, its tries and its outcome. Below 640 px each row is a
// card of labelled fields, as the audit table (components/people/audit-table.tsx).

const COLUMNS = ['at', 'kind', 'channel', 'target', 'status', 'attempts', 'error'] as const;
const cell =
  'px-3 py-2 text-left align-top max-sm:grid max-sm:grid-cols-[7rem_1fr] max-sm:gap-2 max-sm:py-1';
const STATUS_TONE = {
  sent: 'text-emerald-700 dark:text-emerald-300',
  failed: 'text-red-700 dark:text-red-300',
  pending: 'text-amber-800 dark:text-amber-200',
  sending: 'text-amber-800 dark:text-amber-200',
} as const;

export async function DeliveryLog({ deliveries }: { deliveries: DeliveryView[] }) {
  const t = await getTranslations('Alerts');
  if (deliveries.length === 0) {
    return <p className="text-slate-600 dark:text-slate-300">{t('noDeliveries')}</p>;
  }
  const label = (key: (typeof COLUMNS)[number]) => ({ 'data-label': t(`logColumns.${key}`) });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 max-sm:border-0 dark:border-slate-800">
      <table className="w-full text-sm max-sm:block" data-testid="delivery-log">
        <thead className="bg-slate-50 max-sm:hidden dark:bg-slate-900">
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className={cell}>
                {t(`logColumns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {deliveries.map((d) => (
            <tr
              key={d.id}
              data-testid="delivery-row"
              data-id={d.id}
              data-status={d.status}
              className="border-t border-slate-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:py-2 dark:border-slate-800"
            >
              <td {...label('at')} className={`${cell} whitespace-nowrap tabular-nums`}>
                {d.createdAt.replace('T', ' ').slice(0, 19)} UTC
              </td>
              <td {...label('kind')} className={cell}>
                {t(`kinds.${d.kind}`)}
                <About about={d.about} />
              </td>
              <td {...label('channel')} className={cell}>
                {t(`channels.${d.channel}`)}
              </td>
              <td {...label('target')} className={`${cell} break-all`}>
                {d.target}
              </td>
              <td {...label('status')} className={`${cell} font-medium ${STATUS_TONE[d.status]}`}>
                {t(`statuses.${d.status}`)}
              </td>
              <td {...label('attempts')} className={`${cell} tabular-nums`}>
                {d.attempts}
              </td>
              <td {...label('error')} className={`${cell} break-all`}>
                {d.error == null ? '—' : <DeliveryError error={d.error} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

async function DeliveryError({ error }: { error: string }) {
  const t = await getTranslations('Alerts.deliveryErrors');
  const { kind, status } = classifyDeliveryError(error);
  return (
    <>
      {t(kind, { status: status ?? '' })}
      <code className="block text-xs text-slate-600 dark:text-slate-400">{error}</code>
    </>
  );
}

/**
 * What the message was about, in the reader's language: its subject went out in its recipient's
 * (docs/alerts.md, "Language"), which may not be the reader's.
 */
async function About({ about }: { about: DeliveryAbout }) {
  const reason = await getTranslations('Health.reason');
  const locale = await getLocale();
  if (!about) return null;
  const text =
    'reason' in about
      ? `${reason(about.reason)}, ${about.registerName} (${about.organizationName})`
      : isCalendarDate(about.day)
        ? formatInputDate(about.day, locale)
        : about.day;
  return <span className="block text-xs text-slate-600 dark:text-slate-400">{text}</span>;
}
