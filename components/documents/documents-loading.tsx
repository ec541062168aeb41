import { getTranslations } from 'next-intl/server';
import { DocumentsLoadingView } from './documents-loading-view';

/** The skeleton of the documents page while the server fetches the register it needs. */
export async function DocumentsLoading() {
  const t = await getTranslations('Documents');
  return <DocumentsLoadingView title={t('title')} status={t('loadingRegister')} />;
}
