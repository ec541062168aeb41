'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { EpisodeActionMessage } from './episode-action-message';
import type { EpisodeActionState } from './episode-actions.server';

type Action = (state: EpisodeActionState, form: FormData) => Promise<EpisodeActionState>;

/**
 * Acknowledge an open episode: its reminders stop (docs/alerts.md). `action` is the server action
 * (components/alerts/episode-actions.server.ts), handed down by the panel.
 */
export function AcknowledgeButton({
  episodeId,
  label,
  action,
}: {
  episodeId: string;
  label: string;
  action: Action;
}) {
  const t = useTranslations('Alerts.episodes');
  const idle: EpisodeActionState = { status: 'idle' };
  const [state, dispatch, pending] = useActionState(action, idle);
  return (
    <form action={dispatch}>
      <input type="hidden" name="id" value={episodeId} />
      <Button type="submit" size="lg" disabled={pending} aria-label={label}>
        {t('acknowledge')}
      </Button>
      <EpisodeActionMessage state={state} />
    </form>
  );
}
