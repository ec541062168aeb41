import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Input, fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { AUDIT_ACTIONS, type AuditFilter } from '@/lib/auth/server/audit';

/** A GET form: the filters live in the URL, so a filtered view can be shared. */
export async function AuditFilters({ filter }: { filter: AuditFilter }) {
  const t = await getTranslations('Audit');
  return (
    <form className="flex flex-wrap items-end gap-3" role="search">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-action">{t('action')}</Label>
        <select
          id="audit-action"
          name="action"
          defaultValue={filter.action ?? ''}
          className={fieldClasses}
        >
          <option value="">{t('anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-who">{t('who')}</Label>
        <Input id="audit-who" name="who" defaultValue={filter.who ?? ''} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-from">{t('from')}</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ''} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="audit-to">{t('to')}</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ''} />
      </div>
      <Button type="submit">{t('filter')}</Button>
    </form>
  );
}
