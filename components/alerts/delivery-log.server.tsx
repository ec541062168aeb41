import { getLocale, getTranslations } from 'next-intl/server';
import { CardTable, cardCell, cardRow } from '@/components/ui/card-table';
import { classifyDeliveryError } from '@/lib/alerts/delivery-error';
import { isCalendarDate } from '@/lib/dates/calendar';
import { formatInputDate } from '@/lib/dates/format-input';
import type { DeliveryAbout, DeliveryView } from '@/lib/alerts/types';

// The delivery log: each message recorded, its tries and its outcome. Below 640 px each row is a
// card of labelled fields (components/ui/card-table.tsx).

const COLUMNS = ['at', 'kind', 'channel', 'target', 'status', 'attempts', 'error'] as const;
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
    <CardTable headings={COLUMNS.map((key) => t(`logColumns.${key}`))} testId="delivery-log">
      {deliveries.map((d) => (
        <tr
          key={d.id}
          data-testid="delivery-row"
          data-id={d.id}
          data-status={d.status}
          className={cardRow}
        >
          <td {...label('at')} className={`${cardCell} whitespace-nowrap tabular-nums`}>
            {d.createdAt.replace('T', ' ').slice(0, 19)} UTC
          </td>
          <td {...label('kind')} className={cardCell}>
            {t(`kinds.${d.kind}`)}
            <About about={d.about} />
          </td>
          <td {...label('channel')} className={cardCell}>
            {t(`channels.${d.channel}`)}
          </td>
          <td {...label('target')} className={`${cardCell} wrap-anywhere`}>
            {d.target}
          </td>
          <td {...label('status')} className={`${cardCell} font-medium ${STATUS_TONE[d.status]}`}>
            {t(`statuses.${d.status}`)}
          </td>
          <td {...label('attempts')} className={`${cardCell} tabular-nums`}>
            {d.attempts}
          </td>
          <td {...label('error')} className={`${cardCell} wrap-anywhere`}>
            {d.error == null ? '—' : <DeliveryError error={d.error} />}
          </td>
        </tr>
      ))}
    </CardTable>
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
