import { getTranslations } from 'next-intl/server';
import type { OutboxMail } from '@/lib/alerts/server/channels/email';

// The development outbox (no SMTP_URL): the e-mail the alerts would have sent, for admins. A mail
// is in its recipient's language (docs/alerts.md, "Language"), not necessarily the reader's: its
// summary says only whom and when, and the mail itself, subject and text, opens as it was written.

export async function Outbox({ mails }: { mails: OutboxMail[] }) {
  const t = await getTranslations('Alerts');
  return (
    <section aria-labelledby="outbox" className="flex flex-col gap-3">
      <h2 id="outbox" className="text-lg font-semibold">
        {t('outbox')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t.rich('outboxLead', { code: (chunks) => <code>{chunks}</code> })}
      </p>
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
                  <span className="font-medium break-all">{t('outboxMail', { to: mail.to })}</span>
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {mail.at.replace('T', ' ').slice(0, 19)} UTC
                  </span>
                </summary>
                <div className="border-t border-slate-200 p-3 text-xs dark:border-slate-800">
                  <p className="font-medium">{mail.subject}</p>
                  <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{mail.body}</pre>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
