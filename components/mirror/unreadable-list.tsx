import { getTranslations } from 'next-intl/server';
import { HeadedTable } from '@/components/ui/headed-table';
import type { MirrorStatusView } from '@/lib/mirror/server/status';

// The documents the operator sent that the copy could not store (docs/mirror.md, "Unreadable
// documents"): where each came from, why, and the element as sent, so that an administrator can
// take it up with the operator. Rendered on the server: nothing here is interactive but <details>.

const CELL = 'px-3 py-2 align-top';

export async function UnreadableList({
  unreadable,
}: {
  unreadable: MirrorStatusView['unreadable'];
}) {
  const { unplaced, recent } = unreadable;
  if (unplaced === 0 && recent.length === 0) return null;
  const t = await getTranslations('Mirror.unreadable');
  const terms = await getTranslations('Terms');
  return (
    <section className="flex flex-col gap-3" data-testid="mirror-unreadable">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-300">
        {t('lead', { shown: recent.length })}
      </p>
      {unplaced > 0 && (
        <p className="text-sm font-semibold text-red-700">{t('unplaced', { count: unplaced })}</p>
      )}
      <HeadedTable
        boxed
        testId="mirror-unreadable-table"
        className="w-full text-left text-sm"
        headClassName="bg-slate-50 dark:bg-slate-900"
        columns={[
          { label: terms('register'), className: CELL },
          { label: t('document'), className: CELL },
          { label: t('reason'), className: CELL },
          { label: t('raw'), className: CELL },
        ]}
      >
        <tbody>
          {recent.map((r, i) => (
            <tr key={i} className="border-t border-slate-200 dark:border-slate-800">
              <td className={`${CELL} font-mono`}>{r.regNumber ?? '—'}</td>
              <td className={CELL}>
                {[
                  r.type,
                  r.fdNumber === null ? null : `№ ${r.fdNumber}`,
                  r.dateTime?.replace('T', ' '),
                ]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </td>
              <td className={CELL}>{r.reason}</td>
              <td className={CELL}>
                <details>
                  <summary className="cursor-pointer">{t('raw')}</summary>
                  <pre className="max-w-xl overflow-x-auto text-xs whitespace-pre-wrap break-all">
                    {r.raw}
                  </pre>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </HeadedTable>
    </section>
  );
}
