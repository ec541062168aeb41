import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { CheckboxChoices, FormField, SelectField } from '@/components/ui/form-field';
import { CHANNELS, MODES, SEVERITIES } from '@/lib/alerts/types';
import { REASON_CODES } from '@/lib/health/types';

export type OrganizationChoice = { id: string; shortName: string };

const hint = 'text-xs text-slate-600 dark:text-slate-400';

/** The fields of a rule, named as ruleBodyFromForm (lib/alerts/server/rule-form.ts) reads them. */
export function RuleFormFields({ organizations }: { organizations: OrganizationChoice[] }) {
  const t = useTranslations('Alerts');
  const reason = useTranslations('Health.reason');
  const tOrganizations = useTranslations('Organizations');
  // Each select starts on its first choice: email, warning, immediate.
  const channels = CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }));
  const severities = SEVERITIES.map((s) => ({ value: s, label: t(`severities.${s}`) }));
  const modes = MODES.map((m) => ({ value: m, label: t(`modes.${m}`) }));
  return (
    <>
      <SelectField id="rule-channel" name="channel" label={t('channel')} choices={channels} />
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
      <SelectField
        id="rule-severity"
        name="minSeverity"
        label={t('minSeverity')}
        choices={severities}
      />
      <SelectField id="rule-mode" name="mode" label={t('mode')} choices={modes} />
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
