import { getTranslations } from 'next-intl/server';
import { NotFoundPanel } from '@/components/registers/not-found-panel';

export default async function OrganizationNotFound() {
  const t = await getTranslations('RegistersNotFound');
  return (
    <NotFoundPanel
      title={t('organizationTitle')}
      text={t('organizationText')}
      testId="organization-not-found"
    />
  );
}
