import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { CHANNELS, MODES } from '@/lib/alerts/types';
import { REASON_CODES } from '@/lib/health/types';

export type OrganizationChoice = { id: string; shortName: string };

const field = 'flex flex-col gap-1.5';
const hint = 'text-xs text-slate-600 dark:text-slate-400';

function Choices({
  name,
  legend,
  help,
  items,
}: {
  name: string;
  legend: string;
  help: string;
  items: { value: string; label: string }[];
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className={hint}>{help}</p>
      <div className="flex max-h-44 flex-col gap-1 overflow-y-auto">
        {items.map((item) => (
          <label key={item.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={item.value} />
            {item.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields of a rule, named as ruleBodyFromForm (lib/alerts/server/rule-form.ts) reads them. */
export function RuleFormFields({ organizations }: { organizations: OrganizationChoice[] }) {
  const t = useTranslations('Alerts');
  const reason = useTranslations('Health.reason');
  const tOrganizations = useTranslations('Organizations');
  return (
    <>
      <div className={field}>
        <Label htmlFor="rule-channel">{t('channel')}</Label>
        <Select id="rule-channel" name="channel" defaultValue="email">
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channels.${c}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <Label htmlFor="rule-target">{t('target')}</Label>
        <Input id="rule-target" name="target" required aria-describedby="rule-target-hint" />
        <p id="rule-target-hint" className={hint}>
          {t('targetHint')}
        </p>
      </div>
      <Choices
        name="reasons"
        legend={t('reasons')}
        help={t('reasonsHint')}
        items={REASON_CODES.map((code) => ({ value: code, label: reason(code) }))}
      />
      <Choices
        name="organizationIds"
        legend={tOrganizations('title')}
        help={t('organizationsHint')}
        items={organizations.map((org) => ({ value: org.id, label: org.shortName }))}
      />
      <div className={field}>
        <Label htmlFor="rule-severity">{t('minSeverity')}</Label>
        <Select id="rule-severity" name="minSeverity" defaultValue="warning">
          <option value="warning">{t('severities.warning')}</option>
          <option value="critical">{t('severities.critical')}</option>
        </Select>
      </div>
      <div className={field}>
        <Label htmlFor="rule-mode">{t('mode')}</Label>
        <Select id="rule-mode" name="mode" defaultValue="immediate">
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t(`modes.${m}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className={field}>
        <Label htmlFor="rule-daily-at">{t('dailyAt')}</Label>
        <Input id="rule-daily-at" name="dailyAt" type="time" defaultValue="09:00" />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className={field}>
          <Label htmlFor="rule-quiet-from">{t('quietFrom')}</Label>
          <Input id="rule-quiet-from" name="quietFrom" type="time" />
        </div>
        <div className={field}>
          <Label htmlFor="rule-quiet-to">{t('quietTo')}</Label>
          <Input id="rule-quiet-to" name="quietTo" type="time" />
        </div>
        <p className={`${hint} col-span-2`}>{t('quietHint')}</p>
      </div>
      <div className={field}>
        <Label htmlFor="rule-zone">{t('timeZone')}</Label>
        <Input id="rule-zone" name="timeZone" defaultValue="Europe/Moscow" />
      </div>
    </>
  );
}
