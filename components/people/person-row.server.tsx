import { getTranslations } from 'next-intl/server';
import { setDisabledAction, setPasswordAction, updatePersonAction } from './actions.server';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { Person } from '@/lib/auth/server/people';
import { OrganizationChoices, type OrganizationChoice } from './organization-choices';
import { RoleSelect } from './role-select';

/** One person: role and organizations, enable/disable, a new password. Plain forms. */
export async function PersonRow({
  person,
  organizations,
}: {
  person: Person;
  organizations: OrganizationChoice[];
}) {
  const t = await getTranslations('People');
  const tAuth = await getTranslations('Auth');
  const names = organizations.filter((o) => person.orgIds.includes(o.id)).map((o) => o.shortName);
  const key = person.id;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="person"
      aria-label={person.email}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{person.email}</span>
        <Badge>{tAuth(`role.${person.role}`)}</Badge>
        <Badge tone={person.disabled ? 'danger' : 'success'}>
          {person.disabled ? t('disabled') : t('active')}
        </Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">
          {person.role === 'owner' ? names.join(', ') || t('none') : t('allOrganizations')}
        </span>
      </div>
      <details>
        <summary className="cursor-pointer text-sm">{t('edit', { email: person.email })}</summary>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <form action={updatePersonAction} className="flex flex-col gap-3">
            <input type="hidden" name="userId" value={person.id} />
            <FormField id={`role-${key}`} label={t('role')}>
              <RoleSelect id={`role-${key}`} value={person.role} />
            </FormField>
            <OrganizationChoices organizations={organizations} checked={person.orgIds} />
            <Button type="submit" variant="secondary">
              {t('save')}
            </Button>
          </form>
          <form action={setPasswordAction} className="flex flex-col gap-1.5">
            <input type="hidden" name="userId" value={person.id} />
            <Label htmlFor={`password-${key}`}>{t('newPassword')}</Label>
            <Input
              id={`password-${key}`}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={10}
              required
            />
            <Button type="submit" variant="secondary">
              {t('setPassword')}
            </Button>
          </form>
          <ActionButton
            action={setDisabledAction}
            fields={{ userId: person.id, disabled: String(!person.disabled) }}
            variant={person.disabled ? 'secondary' : 'destructive'}
          >
            {person.disabled ? t('enable') : t('disable')}
          </ActionButton>
        </div>
      </details>
    </li>
  );
}
