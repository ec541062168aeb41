'use client';

import { useTranslations } from 'next-intl';
import { ErrorPanel } from './error-panel';

/**
 * The operator answered 401: the session expired or the key is wrong. Only the server's
 * configuration can fix that, so there is no Retry; the variables are named, their values never.
 */
export function CredentialsRejected({ reference }: { reference?: string }) {
  const t = useTranslations('ApiErrors');
  return (
    <ErrorPanel
      testId="credentials-rejected"
      title={t('credentialsRejected.title')}
      text={t('credentialsRejected.text')}
      reference={reference ? t('reference', { id: reference }) : undefined}
    />
  );
}
