import { getTranslations } from 'next-intl/server';
import { CheckboxChoices } from '@/components/ui/form-field';

export type OrganizationChoice = { id: string; shortName: string; inn: string };

/** Checkboxes named `orgIds`: the organizations an owner is granted. */
export async function OrganizationChoices({
  organizations,
  checked = [],
}: {
  organizations: OrganizationChoice[];
  checked?: string[];
}) {
  const t = await getTranslations('People');
  const tOrganizations = await getTranslations('Organizations');
  return (
    <CheckboxChoices
      name="orgIds"
      legend={tOrganizations('title')}
      hint={t('organizationsHint')}
      checked={checked}
      items={organizations.map((org) => ({
        value: org.id,
        label: (
          <>
            {org.shortName} <span className="text-slate-500">({org.inn})</span>
          </>
        ),
      }))}
    />
  );
}
