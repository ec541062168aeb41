import { getLocale, getTranslations } from 'next-intl/server';
import { createRuleAction } from '@/components/alerts/actions.server';
import { DeliveryLog } from '@/components/alerts/delivery-log.server';
import { AlertsNotice } from '@/components/alerts/alerts-notice.server';
import { EvaluateButton } from '@/components/alerts/evaluate-button.server';
import { LanguageForm } from '@/components/alerts/language-form.server';
import { Outbox } from '@/components/alerts/outbox.server';
import { RuleForm } from '@/components/alerts/rule-form';
import { RuleList } from '@/components/alerts/rule-list.server';
import { PageHeading } from '@/components/layout/page-heading';
import { titleMetadata } from '@/components/layout/title-metadata';
import { readOutbox } from '@/lib/alerts/server/channels/email';
import { deliveriesOf, languageOf, rulesOf } from '@/lib/alerts/server/rules-service';
import { alertSettings } from '@/lib/alerts/server/settings';
import { getAppAuth } from '@/lib/auth/server/auth';
import { listPeople } from '@/lib/auth/server/people';
import { requestViewer } from '@/lib/auth/server/viewer';
import { listOrganizations } from '@/lib/operator/api';
import { mayChangeAlerts } from '@/lib/alerts/powers';
import { Alert } from '@/components/ui/alert';

export const dynamic = 'force-dynamic';
export const generateMetadata = titleMetadata('Alerts');

type Props = { searchParams: Promise<{ notice?: string; recorded?: string }> };

export default async function AlertsPage({ searchParams }: Props) {
  const t = await getTranslations('Alerts');
  const viewer = (await requestViewer())!;
  const admin = viewer.role === 'admin';
  // Support staff would only be refused (docs/people.md, "Alerts"): no forms are offered to them.
  const changes = mayChangeAlerts(viewer.role);
  const app = await getAppAuth();
  const [rules, deliveries, organizations, people, language, uiLocale] = await Promise.all([
    rulesOf(viewer),
    deliveriesOf(viewer),
    changes ? listOrganizations().catch(() => []) : Promise.resolve([]),
    admin ? listPeople(app) : Promise.resolve([]),
    languageOf(viewer),
    getLocale(),
  ]);
  const outbox = admin && !alertSettings().smtpUrl ? await readOutbox(app.db) : null;
  const emails = new Map(people.filter((p) => p.id !== viewer.id).map((p) => [p.id, p.email]));
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('title')} lead={t('lead')} leadClassName="max-w-3xl" />
      <AlertsNotice {...await searchParams} />
      {changes ? (
        <>
          <LanguageForm current={language ?? (uiLocale === 'ru' ? 'ru' : 'en')} />
          <RuleForm
            organizations={organizations.map((o) => ({ id: o.id, shortName: o.shortName }))}
            create={createRuleAction}
          />
        </>
      ) : (
        <Alert data-testid="alerts-read-only">{t('readOnly')}</Alert>
      )}
      <section aria-labelledby="rules" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="rules" className="text-lg font-semibold">
            {t('rules')}
          </h2>
          {admin && <EvaluateButton />}
        </div>
        <RuleList rules={rules} emails={emails} />
      </section>
      <section aria-labelledby="log" className="flex flex-col gap-3">
        <h2 id="log" className="text-lg font-semibold">
          {t('log')}
        </h2>
        <DeliveryLog deliveries={deliveries} />
      </section>
      {outbox && <Outbox mails={outbox} />}
    </div>
  );
}
