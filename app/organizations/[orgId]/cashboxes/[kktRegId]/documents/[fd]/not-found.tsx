import { getTranslations } from 'next-intl/server';
import { NotFoundPanel } from '@/components/registers/not-found-panel';

// Without this boundary a missing document would bubble up to "Cash register not found".
export default async function DocumentNotFound() {
  const t = await getTranslations('RegistersNotFound');
  return (
    <NotFoundPanel
      title={t('documentTitle')}
      text={t('documentText')}
      testId="document-not-found"
    />
  );
}
