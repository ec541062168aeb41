'use client';

import { useLocale, useTranslations } from 'next-intl';
import { notFound, usePathname } from 'next/navigation';
import { isRetryableKind, problemKindOf } from '@/lib/problems/problem-kinds';
import type { Problem } from '@/lib/problems/problem.schema';
import { formatLocalDateTime } from '@/lib/ofd/format';
import { CredentialsRejected } from './credentials-rejected';
import { ErrorPanel } from './error-panel';
import { RetryButton } from './retry-button';
import { signInHref } from '@/lib/urls/urls';

// What the person sees for a problem+json, chosen by its type: the credentials message, a Retry
// for what may pass (timeouts, 5xx, rate limits), not-found for 404, a plain message otherwise.

const MESSAGE_KEYS = {
  'invalid-request': 'invalidRequest',
  'method-not-allowed': 'invalidRequest',
  unprocessable: 'invalidRequest',
  'period-too-large': 'periodTooLarge',
  forbidden: 'forbidden',
  'upstream-bad-request': 'upstreamBadRequest',
  'upstream-bad-response': 'badResponse',
  'upstream-endless-paging': 'endlessPaging',
  'rate-limited': 'rateLimited',
  'too-many-requests': 'tooManyRequests',
  'upstream-unavailable': 'unavailable',
  // Only sign-in meets it (lib/auth/server/ready.ts); anywhere else it reads as a pause.
  starting: 'unavailable',
  'database-unavailable': 'databaseUnavailable',
  'not-allowed': 'notAllowed',
  'too-many-attempts': 'tooManyAttempts',
  'cross-origin': 'notAllowed',
  'misdirected-request': 'internal',
  configuration: 'configuration',
  internal: 'internal',
} as const;

export function ProblemView({ problem, onRetry }: { problem: Problem; onRetry?: () => unknown }) {
  const t = useTranslations('ApiErrors');
  const locale = useLocale();
  const pathname = usePathname();
  const kind = problemKindOf(problem.type);
  const reference = problem.correlationId
    ? t('reference', { id: problem.correlationId })
    : undefined;

  if (kind === 'not-found' || kind === 'drive-not-in-register') notFound();
  if (kind === 'credentials-rejected')
    return <CredentialsRejected reference={problem.correlationId} />;
  if (kind === 'outside-permission-window') {
    const from = formatLocalDateTime(problem.permissionFrom ?? '', locale);
    const to = formatLocalDateTime(problem.permissionTo ?? '', locale);
    return (
      <ErrorPanel
        testId="problem-outside-permission-window"
        title={t('outsideWindow.title')}
        text={t('outsideWindow.text', { from, to })}
      />
    );
  }
  if (kind === 'sign-in-required') {
    // The session ended while the page was open (signed out elsewhere, disabled, expired).
    return (
      <ErrorPanel
        testId="problem-sign-in-required"
        title={t('signInRequired.title')}
        text={t('signInRequired.text')}
      >
        <a
          className="mt-3 inline-block underline"
          href={signInHref(pathname)}
          onClick={(event) => {
            // The whole place, period, filters and search included, to come back to after
            // signing in (docs/keep-my-place.md); the href alone keeps the path.
            event.preventDefault();
            window.location.assign(signInHref(window.location.pathname + window.location.search));
          }}
        >
          {t('signInRequired.action')}
        </a>
      </ErrorPanel>
    );
  }
  // No type of ours: the browser did not reach the dashboard (status 0) or got a foreign answer.
  const key = kind ? MESSAGE_KEYS[kind] : problem.status === 0 ? 'network' : 'internal';
  return (
    <ErrorPanel
      testId={`problem-${kind ?? key}`}
      title={t(`${key}.title`)}
      text={t(`${key}.text`)}
      reference={reference}
    >
      {isRetryableKind(kind) && <RetryButton onRetry={onRetry} />}
    </ErrorPanel>
  );
}
