import { getTranslations } from 'next-intl/server';
import { NotFoundPanel } from '@/components/cashboxes/not-found-panel';

// Shown for a document that does not exist: the [fd] layout refuses numbers that can name none.
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
