import { getTranslations } from 'next-intl/server';
import { NotFoundPanel } from '@/components/registers/not-found-panel';

export default async function RegisterNotFound() {
  const t = await getTranslations('RegistersNotFound');
  return (
    <NotFoundPanel
      title={t('registerTitle')}
      text={t('registerText')}
      testId="register-not-found"
    />
  );
}
