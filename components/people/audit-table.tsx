import { getLocale, getTranslations } from 'next-intl/server';
import { CardTable, cardCell, cardRow } from '@/components/ui/card-table';
import type { AuditRow } from '@/lib/auth/server/audit-log';
import { zoneDateTime } from '@/lib/dates/zone-time';
import { AuditDetailsList } from './audit-details';

const COLUMNS = ['at', 'action', 'actor', 'subject', 'address', 'details'] as const;

// Below 640 px each row is a card of labelled fields (components/ui/card-table.tsx).

export async function AuditTable({
  rows,
  organizations,
  zone,
}: {
  rows: AuditRow[];
  /** Organizations' names by id, for the details. */
  organizations: Map<string, string>;
  /** The app's zone, named beside each time (lib/dates/zone-time.ts). */
  zone: string;
}) {
  const t = await getTranslations('Audit');
  if (rows.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('empty')}</p>;
  const terms = await getTranslations('Terms');
  const locale = await getLocale();
  const heading = (key: (typeof COLUMNS)[number]) =>
    key === 'address' ? terms('address') : t(key);
  const label = (key: (typeof COLUMNS)[number]) => ({ 'data-label': heading(key) });
  return (
    <CardTable headings={COLUMNS.map(heading)} testId="audit-table">
      {rows.map((row) => (
        <tr key={row.id} data-testid="audit-row" className={cardRow}>
          <td {...label('at')} className={`${cardCell} whitespace-nowrap tabular-nums`}>
            {zoneDateTime(row.at, zone, locale)}
          </td>
          <td {...label('action')} className={cardCell}>
            {t(`actions.${row.action}`)}
          </td>
          <td {...label('actor')} className={`${cardCell} wrap-anywhere`}>
            {row.actorEmail ?? '—'}
          </td>
          <td {...label('subject')} className={`${cardCell} wrap-anywhere`}>
            {row.subject ?? '—'}
          </td>
          <td {...label('address')} className={cardCell}>
            {row.clientAddress ?? '—'}
          </td>
          <td {...label('details')} className={`${cardCell} text-xs`}>
            <AuditDetailsList
              action={row.action}
              details={row.details}
              organizations={organizations}
              zone={zone}
            />
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
