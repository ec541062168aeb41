import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ReasonBadge } from '@/components/health/health-badge';
import { mayChangeAlerts, mayQuiet } from '@/lib/alerts/powers';
import { openEpisodesOf } from '@/lib/alerts/server/episodes-service';
import { alertSettings } from '@/lib/alerts/server/settings';
import type { BoardEpisode } from '@/lib/alerts/types';
import type { Role } from '@/lib/auth/roles';
import { requestViewer } from '@/lib/auth/server/viewer';
import { predates } from '@/lib/health/since';
import { formatLocalDateTime } from '@/lib/ofd/format';
import { registerHref } from '@/lib/urls/urls';
import { AcknowledgeButton } from './acknowledge-button';
import { acknowledgeAction, snoozeAction } from './episode-actions.server';
import { LocalTime } from './local-time';
import { SnoozeForm } from './snooze-form';

// The health board's open alert episodes (docs/alerts.md, docs/health.md) with their state and the
// controls to acknowledge one or snooze its register-reason. Only what the person may see, and
// the controls only where their role may quiet it (lib/alerts/powers.ts; the services check again).

const RANK = { critical: 0, warning: 1 } as const;

export async function EpisodePanel() {
  const viewer = await requestViewer();
  if (!viewer) return null;
  const t = await getTranslations('Alerts.episodes');
  const episodes = (await openEpisodesOf(viewer)).sort(
    (a, b) => RANK[a.severity] - RANK[b.severity] || a.openedAt.localeCompare(b.openedAt),
  );
  return (
    <section aria-labelledby="alert-episodes" className="flex flex-col gap-3">
      <h2 id="alert-episodes" className="text-lg font-semibold">
        {t('title', { count: episodes.length })}
      </h2>
      {/* Support staff find no controls anywhere: said once, not left to be wondered at. */}
      {episodes.length > 0 && !mayChangeAlerts(viewer.role) ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="episodes-read-only">
          {t('readOnly')}
        </p>
      ) : null}
      {episodes.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {episodes.map((episode) => (
            <EpisodeItem
              key={episode.id}
              episode={episode}
              role={viewer.role}
              maxDays={alertSettings().maxSnoozeDays}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A register's wall clock as written; a UTC moment (`…Z`) says so. */
const wallClock = (value: string, locale: string) =>
  value.endsWith('Z')
    ? `${formatLocalDateTime(value.slice(0, 19), locale, false)} UTC`
    : formatLocalDateTime(value, locale, false);

type ItemProps = { episode: BoardEpisode; role: Role; maxDays: number };

async function EpisodeItem({ episode, role, maxDays }: ItemProps) {
  const t = await getTranslations('Alerts.episodes');
  const reason = (await getTranslations('Health.reason'))(episode.reason);
  const health = await getTranslations('Health');
  const locale = await getLocale();
  const since = (date: string) => health('since', { date });
  const register = `${episode.register.name} (${episode.rnm})`;
  return (
    <li
      data-testid="alert-episode"
      data-rnm={episode.rnm}
      data-reason={episode.reason}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ReasonBadge code={episode.reason} severity={episode.severity} />
        <Link
          href={registerHref(episode.organizationId, episode.rnm)}
          className="inline-flex min-h-11 items-center font-medium wrap-anywhere underline underline-offset-2 hover:no-underline sm:min-h-0"
        >
          {register}
        </Link>
        <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="episode-since">
          {episode.register.organizationName} ·{' '}
          {/* A problem older than the episode (the server started after it began) is dated by
              its evidence, in the register's own clock, not by the moment it was noticed. */}
          {predates(episode.since, episode.openedAt) ? (
            since(wallClock(episode.since!, locale))
          ) : (
            <>
              {t('opened')} <LocalTime iso={episode.openedAt} />
            </>
          )}
        </span>
      </div>
      {episode.acknowledgedAt ? (
        <p className="text-sm" data-testid="episode-acknowledged">
          {t('acknowledgedBy', { who: episode.acknowledgedBy ?? '?' })}{' '}
          <LocalTime iso={episode.acknowledgedAt} /> · {t('noReminders')}
        </p>
      ) : null}
      {episode.snoozedUntil ? (
        <p className="text-sm" data-testid="episode-snoozed">
          {t('snoozedUntil', { who: episode.snoozedBy ?? '?' })}{' '}
          <LocalTime iso={episode.snoozedUntil} />
          {episode.snoozeNote ? <> · {t('snoozeNote', { note: episode.snoozeNote })}</> : null}
        </p>
      ) : null}
      {mayQuiet(role, episode.reason, episode.severity) ? (
        <div className="flex flex-wrap items-start gap-2">
          {episode.acknowledgedAt ? null : (
            <AcknowledgeButton
              episodeId={episode.id}
              label={t('acknowledgeLabel', { reason, register })}
              action={acknowledgeAction}
            />
          )}
          <SnoozeForm
            episode={episode}
            label={t('snoozeLabel', { reason, register })}
            maxDays={maxDays}
            action={snoozeAction}
          />
        </div>
      ) : mayChangeAlerts(role) ? (
        // An owner meets a critical one without controls beside one that has them: say why.
        <p
          className="text-sm text-slate-600 dark:text-slate-300"
          data-testid="episode-admin-quiets"
        >
          {t('adminQuiets')}
        </p>
      ) : null}
    </li>
  );
}
