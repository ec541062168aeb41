import 'server-only';
import { recordAudit } from '@/lib/auth/server/audit';
import { getAppAuth } from '@/lib/auth/server/auth';
import { assertOrganizationVisible } from '@/lib/auth/server/scope';
import type { Viewer } from '@/lib/auth/server/viewer';
import { NotFoundError } from '@/lib/ofd/errors';
import type { z } from 'zod';
import type { snoozeInputSchema } from '../rule.schema';
import { episodeKey } from '../episodes';
import type { BoardEpisode } from '../types';
import {
  acknowledgeEpisode,
  episodeMarks,
  getEpisode,
  openEpisodes,
  snooze,
} from './episode-store';

// Acknowledge and snooze from the health board (docs/alerts.md), both audited. Only registers the
// person may see: an episode of another organization answers as a missing one.

export async function openEpisodesOf(viewer: Viewer): Promise<BoardEpisode[]> {
  const { db } = await getAppAuth();
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
    };
  });
}

export async function acknowledge(viewer: Viewer, episodeId: string, clientAddress?: string) {
  const { db } = await getAppAuth();
  const episode = await getEpisode(db, episodeId);
  if (!episode) throw new NotFoundError();
  await assertOrganizationVisible(episode.organizationId);
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

export async function snoozeReason(
  viewer: Viewer,
  input: z.output<typeof snoozeInputSchema>,
  clientAddress?: string,
) {
  const { db } = await getAppAuth();
  await assertOrganizationVisible(input.organizationId);
  await snooze(db, input, viewer.id);
  await recordAudit(db, {
    action: 'alert-snoozed',
    actorId: viewer.id,
    actorEmail: viewer.email,
    subject: input.rnm,
    clientAddress,
    details: { orgId: input.organizationId, rnm: input.rnm, reason: input.reason, to: input.until },
  });
  return { snoozed: true, until: new Date(input.until).toISOString() };
}
