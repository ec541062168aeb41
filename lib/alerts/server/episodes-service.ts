import 'server-only';
import { recordAudit } from '@/lib/auth/server/audit';
import { alertsDatabase } from './alerts-database';
import type { Viewer } from '@/lib/auth/server/viewer';
import { NotFoundError } from '@/lib/ofd/errors';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import type { SnoozeInput } from '../rule.schema';
import { episodeKey } from '../episodes';
import type { BoardEpisode } from '../types';
import {
  acknowledgeEpisode,
  episodeMarks,
  getEpisode,
  openEpisodes,
  snooze,
} from './episode-store';
import {
  assertMayChangeAlerts,
  assertMayQuiet,
  assertOrganizationOf,
  assertRegisterOf,
} from './powers';
import { alertSettings } from './settings';

// Acknowledge and snooze from the health board (docs/alerts.md, "Quieting"), both audited. Only
// registers the person may see: an episode of another organization answers as a missing one.
// Support staff quiet nothing; only administrators quiet a reason that may be critical
// (lib/alerts/powers.ts); a snooze lasts at most ALERTS_MAX_SNOOZE_DAYS.

export async function openEpisodesOf(viewer: Viewer): Promise<BoardEpisode[]> {
  const db = await alertsDatabase();
  const [open, marks] = await Promise.all([
    openEpisodes(db),
    episodeMarks(db, new Date().toISOString()),
  ]);
  const visible =
    viewer.orgIds === 'all'
      ? open
      : open.filter((e) => (viewer.orgIds as string[]).includes(e.organizationId));
  return visible.map((e) => {
    const snoozed = marks.snoozes.get(episodeKey(e));
    return {
      ...e,
      acknowledgedBy: marks.acknowledgedBy.get(e.id) ?? null,
      snoozedUntil: snoozed?.until ?? null,
      snoozedBy: snoozed?.by ?? null,
      snoozeNote: snoozed?.note ?? null,
    };
  });
}

export async function acknowledge(viewer: Viewer, episodeId: string, clientAddress?: string) {
  assertMayChangeAlerts(viewer);
  const db = await alertsDatabase();
  const episode = await getEpisode(db, episodeId);
  if (!episode) throw new NotFoundError();
  assertOrganizationOf(viewer, episode.organizationId);
  assertMayQuiet(viewer, episode.reason, episode.severity);
  const done = await acknowledgeEpisode(db, episodeId, viewer.id, new Date().toISOString());
  if (done) {
    await recordAudit(db, {
      action: 'alert-acknowledged',
      actorId: viewer.id,
      actorEmail: viewer.email,
      subject: episode.rnm,
      clientAddress,
      details: { orgId: episode.organizationId, rnm: episode.rnm, reason: episode.reason },
    });
  }
  return { acknowledged: true };
}

export async function snoozeReason(viewer: Viewer, input: SnoozeInput, clientAddress?: string) {
  assertMayChangeAlerts(viewer);
  const db = await alertsDatabase();
  assertOrganizationOf(viewer, input.organizationId);
  await assertRegisterOf(db, input.organizationId, input.rnm);
  const open = (await openEpisodes(db)).find((e) => episodeKey(e) === episodeKey(input));
  assertMayQuiet(viewer, input.reason, open?.severity);
  const now = Date.now();
  const until = Date.parse(input.until);
  const maxDays = alertSettings().maxSnoozeDays;
  if (until <= now) throw new UnprocessableError('until', 'must be in the future');
  if (until > now + maxDays * 86_400_000) {
    throw new UnprocessableError('until', `must be within ${maxDays} days`);
  }
  const note = input.note || undefined;
  await snooze(db, { ...input, note }, viewer.id, new Date(now).toISOString());
  const to = new Date(until).toISOString();
  await recordAudit(db, {
    action: 'alert-snoozed',
    actorId: viewer.id,
    actorEmail: viewer.email,
    subject: input.rnm,
    clientAddress,
    details: { orgId: input.organizationId, rnm: input.rnm, reason: input.reason, to, note },
  });
  return { snoozed: true, until: to };
}
