'use client';

import { useTranslations } from 'next-intl';
import type { Problem } from '@/lib/problems/problem.schema';
import { isOutsideWindow } from '@/lib/query/api-error';
import { OutsideCopy } from './outside-copy';
import { Alert } from '@/components/ui/alert';
import { ProblemView } from '@/components/errors/problem-view';
import { useDateTime } from '@/components/format/use-format';

/**
 * A failed documents request, explained in place. A period outside the window is not a failure
 * but a choice that cannot be served, so it is a notice with the window, not an error panel;
 * everything else is the project's problem view (retry where it can help, credentials, …).
 */
export function ProblemState({ problem, onRetry }: { problem: Problem; onRetry?: () => unknown }) {
  const t = useTranslations('Documents.problem');
  const dateTime = useDateTime();
  // The operator away and the copy without these days: the days it holds, offered.
  if (problem.copyFrom && problem.copyTo) {
    return <OutsideCopy from={problem.copyFrom} to={problem.copyTo} />;
  }
  if (!isOutsideWindow(problem)) return <ProblemView problem={problem} onRetry={onRetry} />;
  const from = dateTime(problem.permissionFrom);
  const to = dateTime(problem.permissionTo);
  return (
    <Alert tone="warning" title={t('outsideTitle')} data-testid="outside-window">
      {from && to ? t('outsideWindowText', { from, to }) : t('outsideText')}
    </Alert>
  );
}
