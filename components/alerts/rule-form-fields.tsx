import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { CheckboxChoices, FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { CHANNELS, MODES } from '@/lib/alerts/types';
import { REASON_CODES } from '@/lib/health/types';

export type OrganizationChoice = { id: string; shortName: string };

const hint = 'text-xs text-slate-600 dark:text-slate-400';

/** The fields of a rule, named as ruleBodyFromForm (lib/alerts/server/rule-form.ts) reads them. */
export function RuleFormFields({ organizations }: { organizations: OrganizationChoice[] }) {
  const t = useTranslations('Alerts');
  const reason = useTranslations('Health.reason');
  const tOrganizations = useTranslations('Organizations');
  return (
    <>
      <FormField id="rule-channel" label={t('channel')}>
        <Select id="rule-channel" name="channel" defaultValue="email">
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channels.${c}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="rule-target" label={t('target')} hint={t('targetHint')}>
        <Input id="rule-target" name="target" required aria-describedby="rule-target-hint" />
      </FormField>
      <CheckboxChoices
        name="reasons"
        legend={t('reasons')}
        hint={t('reasonsHint')}
        items={REASON_CODES.map((code) => ({ value: code, label: reason(code) }))}
      />
      <CheckboxChoices
        name="organizationIds"
        legend={tOrganizations('title')}
        hint={t('organizationsHint')}
        items={organizations.map((org) => ({ value: org.id, label: org.shortName }))}
      />
      <FormField id="rule-severity" label={t('minSeverity')}>
        <Select id="rule-severity" name="minSeverity" defaultValue="warning">
          <option value="warning">{t('severities.warning')}</option>
          <option value="critical">{t('severities.critical')}</option>
        </Select>
      </FormField>
      <FormField id="rule-mode" label={t('mode')}>
        <Select id="rule-mode" name="mode" defaultValue="immediate">
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`modes.${m}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="rule-daily-at" label={t('dailyAt')}>
        <Input id="rule-daily-at" name="dailyAt" type="time" defaultValue="09:00" />
      </FormField>
      <div className="grid grid-cols-2 gap-2">
        <FormField id="rule-quiet-from" label={t('quietFrom')}>
          <Input id="rule-quiet-from" name="quietFrom" type="time" />
        </FormField>
        <FormField id="rule-quiet-to" label={t('quietTo')}>
          <Input id="rule-quiet-to" name="quietTo" type="time" />
        </FormField>
        <p className={`${hint} col-span-2`}>{t('quietHint')}</p>
      </div>
      <FormField id="rule-zone" label={t('timeZone')}>
        <Input id="rule-zone" name="timeZone" defaultValue="Europe/Moscow" />
      </FormField>
    </>
  );
}
