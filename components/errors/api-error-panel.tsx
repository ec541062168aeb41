'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';

/**
 * An ErrorPanel worded by one message of `ApiErrors` (its `title` and `text`), with the reference
 * line of `reference` (a correlation id or an error digest, pointing support at the server log).
 */
export function ApiErrorPanel({
  message,
  testId,
  reference,
  children,
}: {
  message: string;
  testId: string;
  reference?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('ApiErrors');
  return (
    <ErrorPanel
      testId={testId}
      title={t(`${message}.title`)}
      text={t(`${message}.text`)}
      reference={reference ? t('reference', { id: reference }) : undefined}
    >
      {children}
    </ErrorPanel>
  );
}
