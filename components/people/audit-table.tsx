import { getTranslations } from 'next-intl/server';
import type { AuditRow } from '@/lib/auth/server/audit';
import { AuditDetailsList } from './audit-details';

const COLUMNS = ['at', 'action', 'actor', 'subject', 'address', 'details'] as const;

// Below 640 px each row is a card of labelled fields (the header row hides and every cell shows
// its column's name before its value, app/globals.css), so nothing scrolls sideways; one DOM serves
// both, as this server-rendered table cannot choose its layout after hydration like the data
// tables do.
const cell =
  'px-3 py-2 text-left align-top max-sm:grid max-sm:grid-cols-[7rem_1fr] max-sm:gap-2 max-sm:py-1';

export async function AuditTable({
  rows,
  organizations,
}: {
  rows: AuditRow[];
  /** Organizations' names by id, for the details. */
  organizations: Map<string, string>;
}) {
  const t = await getTranslations('Audit');
  if (rows.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('empty')}</p>;
  const label = (key: (typeof COLUMNS)[number]) => ({ 'data-label': t(key) });
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 max-sm:border-0 dark:border-slate-800">
      <table className="w-full text-sm max-sm:block">
        <thead className="bg-slate-50 max-sm:hidden dark:bg-slate-900">
          <tr>
            {COLUMNS.map((key) => (
              <th key={key} scope="col" className={cell}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="audit-row"
              className="border-t border-slate-200 max-sm:block max-sm:rounded-lg max-sm:border max-sm:py-2 dark:border-slate-800"
            >
              <td {...label('at')} className={`${cell} whitespace-nowrap tabular-nums`}>
                {row.at.replace('T', ' ').slice(0, 19)} UTC
              </td>
              <td {...label('action')} className={cell}>
                {t(`actions.${row.action}`)}
              </td>
              <td {...label('actor')} className={`${cell} break-all`}>
                {row.actorEmail ?? '—'}
              </td>
              <td {...label('subject')} className={`${cell} break-all`}>
                {row.subject ?? '—'}
              </td>
              <td {...label('address')} className={cell}>
                {row.clientAddress ?? '—'}
              </td>
              <td {...label('details')} className={`${cell} text-xs`}>
                <AuditDetailsList
                  action={row.action}
                  details={row.details}
                  organizations={organizations}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
