import { getTranslations } from 'next-intl/server';

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
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{tOrganizations('title')}</legend>
      <p className="text-xs text-slate-600 dark:text-slate-400">{t('organizationsHint')}</p>
      <div className="flex max-h-40 flex-col gap-1 overflow-y-auto">
        {organizations.map((org) => (
          <label key={org.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="orgIds"
              value={org.id}
              defaultChecked={checked.includes(org.id)}
            />
            {org.shortName} <span className="text-slate-500">({org.inn})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
