'use client';

import { useTranslations } from 'next-intl';
import {
  isCredentialsRejected,
  isNotFound,
  isOutsideWindow,
  isRetryable,
  type Problem,
} from '@/lib/documents-ui/problem';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { useDateTime } from './use-format';

/**
 * A failed documents request, explained in place. A period outside the window is not an error of
 * the system but of the choice, so it is a notice, not an error page; operator failures offer a
 * retry when one can help; rejected credentials say who can fix them.
 */
export function ProblemState({ problem, onRetry }: { problem: Problem; onRetry?: () => void }) {
  const t = useTranslations('Documents.problem');
  const dateTime = useDateTime();
  const details = [
    problem.title,
    problem.detail,
    problem.correlationId && `ref ${problem.correlationId}`,
  ]
    .filter(Boolean)
    .join('\n');
  if (isOutsideWindow(problem)) {
    const hasWindow = problem.permissionFrom && problem.permissionTo;
    return (
      <Alert tone="warning" title={t('outsideTitle')} data-testid="outside-window">
        {hasWindow
          ? t('outsideWindowText', {
              from: dateTime(problem.permissionFrom) ?? '',
              to: dateTime(problem.permissionTo) ?? '',
            })
          : t('outsideText')}
      </Alert>
    );
  }
  if (isCredentialsRejected(problem)) {
    return (
      <ErrorState title={t('credentialsTitle')} text={t('credentialsText')} details={details} />
    );
  }
  if (isNotFound(problem)) {
    return <ErrorState title={t('notFoundTitle')} text={t('notFoundText')} details={details} />;
  }
  const retryable = isRetryable(problem);
  return (
    <ErrorState
      title={t('operatorTitle')}
      text={retryable ? t('operatorRetryText') : t('operatorText')}
      onRetry={retryable ? onRetry : undefined}
      details={details}
    />
  );
}
