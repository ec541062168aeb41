'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SNOOZE_PRESETS, snoozeUntil, type SnoozePreset } from '@/lib/alerts/snooze-until';
import type { Episode } from '@/lib/alerts/types';
import { EpisodeActionMessage } from './episode-action-message';
import type { EpisodeActionState } from './episode-actions.server';

// Snooze a register-reason from the health board: a preset or a picked date-time, computed in the
// browser's zone and sent as an ISO time. A disclosure keeps the board short; every control is a
// native one (keyboard as usual) at least 44 px tall.

type Props = {
  episode: Pick<Episode, 'organizationId' | 'rnm' | 'reason'>;
  label: string;
  /** The longest snooze allowed (ALERTS_MAX_SNOOZE_DAYS), for the message when one is refused. */
  maxDays: number;
  /** The server action (components/alerts/episode-actions.server.ts), handed down by the panel. */
  action: (state: EpisodeActionState, form: FormData) => Promise<EpisodeActionState>;
};

export function SnoozeForm({ episode, label, maxDays, action }: Props) {
  const t = useTranslations('Alerts.episodes');
  const idle: EpisodeActionState = { status: 'idle' };
  const [state, dispatch, pending] = useActionState(action, idle);
  const [preset, setPreset] = useState<SnoozePreset>('hour');
  const [custom, setCustom] = useState('');
  const id = useId();
  const submit = (form: FormData) => {
    form.set('until', snoozeUntil(preset, custom)?.toISOString() ?? '');
    dispatch(form);
    // React resets the form after its action; the choice follows, so what shows is what is set.
    setPreset('hour');
    setCustom('');
  };
  return (
    <details className="group" data-testid="snooze">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-300 px-3.5 text-sm font-medium hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800">
        {t('snooze')}
      </summary>
      <form action={submit} className="mt-2 flex flex-col gap-2" aria-label={label}>
        <input type="hidden" name="organizationId" value={episode.organizationId} />
        <input type="hidden" name="rnm" value={episode.rnm} />
        <input type="hidden" name="reason" value={episode.reason} />
        <fieldset className="flex flex-wrap gap-x-4">
          <legend className="text-sm font-medium">{t('snoozeFor')}</legend>
          {SNOOZE_PRESETS.map((p) => (
            <label key={p} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-preset`}
                value={p}
                checked={preset === p}
                onChange={() => setPreset(p)}
                className="size-5"
              />
              {t(`presets.${p}`)}
            </label>
          ))}
        </fieldset>
        {preset === 'custom' ? (
          <Input
            type="datetime-local"
            aria-label={t('customLabel')}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            className="h-11 max-w-xs"
          />
        ) : null}
        <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
          {t('noteLabel')}
          <Input name="note" maxLength={300} className="h-11" />
        </label>
        <div>
          <Button type="submit" size="lg" variant="secondary" disabled={pending}>
            {t('snoozeSubmit')}
          </Button>
        </div>
        <EpisodeActionMessage state={state} maxDays={maxDays} />
      </form>
    </details>
  );
}
