import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUDIT_ACTIONS } from '@/lib/auth/server/audit';
import type { AuditFilter } from '@/lib/auth/server/audit-log';
import { formatInputDate } from '@/lib/dates/format-input';
import { noSuchDayOf } from '@/lib/dates/parse-input';

/** The days as typed, before they were read: what the form shows back when one does not read. */
export type TypedDays = { from?: string; to?: string };

/**
 * A GET form: the filters live in the URL, so a filtered view can be shared. The days are text
 * fields in the page's language (dd.mm.yyyy in Russian), as in the documents' period picker, not
 * the browser's date input, whose format follows the browser's locale rather than the page's.
 */
export async function AuditFilters({ filter, typed }: { filter: AuditFilter; typed: TypedDays }) {
  const t = await getTranslations('Audit');
  const tDates = await getTranslations('DateRange');
  const locale = await getLocale();
  const day = (name: 'from' | 'to') => {
    const value = filter[name];
    const unread = !value && !!typed[name]?.trim();
    // Written right but no day of the calendar (31.11.2026): said so, not as a wrong format.
    const noSuchDay = noSuchDayOf(typed[name] ?? '');
    return (
      <FormField id={`audit-${name}`} label={t(name)}>
        <Input
          id={`audit-${name}`}
          name={name}
          inputMode="numeric"
          autoComplete="off"
          className="sm:w-36"
          placeholder={tDates('format')}
          defaultValue={value ? formatInputDate(value, locale) : (typed[name] ?? '')}
          aria-invalid={unread || undefined}
          aria-describedby={unread ? `audit-${name}-error` : undefined}
        />
        {unread ? (
          <p id={`audit-${name}-error`} className="text-xs text-red-700 dark:text-red-400">
            {noSuchDay.month > 0 ? tDates('error.noSuchDay', noSuchDay) : tDates('error.format')}
          </p>
        ) : null}
      </FormField>
    );
  };
  return (
    <form className="flex flex-wrap items-start gap-3" role="search">
      <SelectField
        id="audit-action"
        name="action"
        label={t('action')}
        defaultValue={filter.action ?? ''}
        choices={[
          { value: '', label: t('anyAction') },
          ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
        ]}
      />
      <FormField id="audit-who" label={t('who')}>
        <Input id="audit-who" name="who" defaultValue={filter.who ?? ''} />
      </FormField>
      {day('from')}
      {day('to')}
      <Button type="submit" className="self-end">
        {t('filter')}
      </Button>
    </form>
  );
}
