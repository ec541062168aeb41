import { getTranslations } from 'next-intl/server';
import { fieldClasses } from '@/components/ui/input';
import { ROLES, type Role } from '@/lib/auth/roles';

export async function RoleSelect({ id, value }: { id: string; value?: Role }) {
  const t = await getTranslations('Auth');
  return (
    <select id={id} name="role" defaultValue={value ?? 'owner'} className={fieldClasses}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`role.${role}`)}
        </option>
      ))}
    </select>
  );
}
