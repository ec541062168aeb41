import { getTranslations } from 'next-intl/server';
import type { AuditRow } from '@/lib/auth/server/audit';

const cell = 'px-3 py-2 text-left align-top';

export async function AuditTable({ rows }: { rows: AuditRow[] }) {
  const t = await getTranslations('Audit');
  if (rows.length === 0) return <p className="text-slate-600 dark:text-slate-300">{t('empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            {(['at', 'action', 'actor', 'subject', 'address', 'details'] as const).map((key) => (
              <th key={key} scope="col" className={cell}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                {row.at.replace('T', ' ').slice(0, 19)} UTC
              </td>
              <td className={cell}>{t(`actions.${row.action}`)}</td>
              <td className={cell}>{row.actorEmail ?? '—'}</td>
              <td className={cell}>{row.subject ?? '—'}</td>
              <td className={cell}>{row.clientAddress ?? '—'}</td>
              <td className={`${cell} font-mono text-xs break-all`}>
                {Object.keys(row.details).length ? JSON.stringify(row.details) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
