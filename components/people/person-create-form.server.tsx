import { getTranslations } from 'next-intl/server';
import { createPersonAction } from './actions.server';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OrganizationChoices, type OrganizationChoice } from './organization-choices';
import { RoleSelect } from './role-select';

export async function PersonCreateForm({ organizations }: { organizations: OrganizationChoice[] }) {
  const t = await getTranslations('People');
  const auth = await getTranslations('Auth');
  return (
    <form
      action={createPersonAction}
      aria-labelledby="add-person"
      className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2 dark:border-slate-800"
    >
      <h2 id="add-person" className="text-lg font-semibold sm:col-span-2">
        {t('add')}
      </h2>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-email">{auth('email')}</Label>
        <Input id="new-email" name="email" type="email" autoComplete="off" required />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-password">{auth('password')}</Label>
        <Input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          aria-describedby="new-password-hint"
        />
        <p id="new-password-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {t('passwordHint')}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-role">{t('role')}</Label>
        <RoleSelect id="new-role" />
      </div>
      <OrganizationChoices organizations={organizations} />
      <div className="sm:col-span-2">
        <Button type="submit">{t('create')}</Button>
      </div>
    </form>
  );
}
