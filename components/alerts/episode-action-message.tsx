'use client';

import { useTranslations } from 'next-intl';
import type { EpisodeActionState } from './episode-actions.server';

/** What an acknowledge or snooze form says when the server refused it, in the reader's words. */
export function EpisodeActionMessage({
  state,
  maxDays,
}: {
  state: EpisodeActionState;
  maxDays?: number;
}) {
  const t = useTranslations('Alerts.episodes');
  const text =
    state.status === 'not-found'
      ? t('notFound')
      : state.status === 'not-allowed'
        ? t('notAllowed')
        : state.status === 'too-many'
          ? t('tooMany')
          : state.status === 'invalid'
            ? maxDays
              ? t('snoozeInvalid', { days: maxDays })
              : t('notFound')
            : null;
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-red-800 dark:text-red-300">
      {text}
    </p>
  );
}
