import { getTranslations } from 'next-intl/server';
import type { OutboxMail } from '@/lib/alerts/server/channels/email';

// The development outbox (no SMTP_URL): the e-mail the alerts would have sent, for admins.

export async function Outbox({ mails }: { mails: OutboxMail[] }) {
  const t = await getTranslations('Alerts');
  return (
    <section aria-labelledby="outbox" className="flex flex-col gap-3">
      <h2 id="outbox" className="text-lg font-semibold">
        {t('outbox')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('outboxLead')}</p>
      {mails.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('outboxEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="outbox">
          {mails.map((mail) => (
            <li
              key={mail.id}
              data-testid="outbox-mail"
              className="rounded-lg border border-slate-200 dark:border-slate-800"
            >
              <details>
                <summary className="cursor-pointer p-3 text-sm">
                  <span className="font-medium">{mail.subject}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {mail.to} · {mail.at.replace('T', ' ').slice(0, 19)} UTC
                  </span>
                </summary>
                <pre className="overflow-x-auto border-t border-slate-200 p-3 text-xs whitespace-pre-wrap dark:border-slate-800">
                  {mail.body}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
