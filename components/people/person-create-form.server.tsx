import { getTranslations } from 'next-intl/server';
import { createPersonAction } from './actions.server';
import { Button } from '@/components/ui/button';
import { FormCard } from '@/components/ui/form-card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OrganizationChoices, type OrganizationChoice } from './organization-choices';
import { RoleSelect } from './role-select';

export async function PersonCreateForm({ organizations }: { organizations: OrganizationChoice[] }) {
  const t = await getTranslations('People');
  const auth = await getTranslations('Auth');
  return (
    <FormCard action={createPersonAction} titleId="add-person" title={t('add')}>
      <FormField id="new-email" label={auth('email')}>
        <Input id="new-email" name="email" type="email" autoComplete="off" required />
      </FormField>
      <FormField id="new-password" label={auth('password')} hint={t('passwordHint')}>
        <Input
          id="new-password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          aria-describedby="new-password-hint"
        />
      </FormField>
      <FormField id="new-role" label={t('role')}>
        <RoleSelect id="new-role" />
      </FormField>
      <OrganizationChoices organizations={organizations} />
      <div className="sm:col-span-2">
        <Button type="submit">{t('create')}</Button>
      </div>
    </FormCard>
  );
}
