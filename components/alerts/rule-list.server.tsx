import { getTranslations } from 'next-intl/server';
import { ActionButton } from '@/components/ui/action-button';
import type { AlertRule } from '@/lib/alerts/types';
import { deleteRuleAction, testRuleAction } from './actions.server';

// The person's rules (an admin's: everyone's, each naming its person), with a test-send and a
// delete button each. A webhook's secret is never shown here: only once, when it is made.

export async function RuleList({
  rules,
  emails,
}: {
  rules: AlertRule[];
  emails: Map<string, string>;
}) {
  const t = await getTranslations('Alerts');
  const reason = await getTranslations('Health.reason');
  if (rules.length === 0)
    return <p className="text-slate-600 dark:text-slate-300">{t('noRules')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {rules.map((rule) => {
        const facts = [
          rule.reasons ? rule.reasons.map((code) => reason(code)).join(', ') : t('every'),
          `${t('minSeverity')} ${t(`severities.${rule.minSeverity}`).toLowerCase()}`,
          rule.organizationIds ? `${rule.organizationIds.length} ×` : t('allOrganizations'),
          rule.mode === 'daily' && rule.dailyAt ? t('digestAt', { time: rule.dailyAt }) : null,
          rule.quietHours ? t('quiet', rule.quietHours) : null,
          rule.timeZone,
        ].filter(Boolean);
        const owner = emails.get(rule.userId);
        return (
          <li
            key={rule.id}
            data-testid="alert-rule"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium wrap-anywhere">
                {t(`channels.${rule.channel}`)}: {rule.target}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {facts.join(' · ')}
                {owner ? ` · ${t('owner', { email: owner })}` : ''}
              </p>
            </div>
            <ActionButton action={testRuleAction} fields={{ id: rule.id }}>
              {t('test')}
            </ActionButton>
            <ActionButton action={deleteRuleAction} fields={{ id: rule.id }}>
              {t('delete')}
            </ActionButton>
          </li>
        );
      })}
    </ul>
  );
}
