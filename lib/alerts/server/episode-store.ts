import 'server-only';
import { randomUUID } from 'node:crypto';
import { textOrNull, type AppDatabase, type Row } from '@/lib/app-database/database';
import type { ReasonCode, Severity } from '@/lib/health/types';
import type { NewEpisode } from '../episodes';
import type { Episode, EpisodeRegister, SnoozeShown } from '../types';

// Episodes and snoozes in the app database. Acknowledging stops an episode's reminders; a snooze
// holds every message of a register and reason until its time (docs/alerts.md).

export async function openEpisodes(db: AppDatabase): Promise<Episode[]> {
  const rows = await db.all('SELECT * FROM alert_episode WHERE resolved_at IS NULL');
  return rows.map(toEpisode);
}

export async function getEpisode(db: AppDatabase, id: string): Promise<Episode | undefined> {
  const row = await db.get('SELECT * FROM alert_episode WHERE id = ?', [id]);
  return row ? toEpisode(row) : undefined;
}

export async function insertEpisodes(db: AppDatabase, episodes: NewEpisode[]): Promise<void> {
  if (episodes.length === 0) return;
  await db.transaction(
    episodes.map((e) => ({
      sql: `INSERT INTO alert_episode (id, organization_id, rnm, reason, severity, since, opened_at, register)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      params: [
        randomUUID(),
        e.organizationId,
        e.rnm,
        e.reason,
        e.severity,
        e.since,
        e.openedAt,
        JSON.stringify(e.register),
      ],
    })),
  );
}

export async function resolveEpisodes(db: AppDatabase, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(
    ids.map((id) => ({
      sql: 'UPDATE alert_episode SET resolved_at = ? WHERE id = ? AND resolved_at IS NULL',
      params: [at, id],
    })),
  );
}

/** Episodes resolved within the last `sinceIso`, for their "resolved" messages. */
export async function recentlyResolved(db: AppDatabase, sinceIso: string): Promise<Episode[]> {
  const rows = await db.all('SELECT * FROM alert_episode WHERE resolved_at >= ?', [sinceIso]);
  return rows.map(toEpisode);
}

export async function acknowledgeEpisode(db: AppDatabase, id: string, by: string, at: string) {
  const done = await db.run(
    'UPDATE alert_episode SET acknowledged_at = ?, acknowledged_by = ? WHERE id = ? AND acknowledged_at IS NULL',
    [at, by, id],
  );
  return done.changes > 0;
}

export type Snooze = {
  organizationId: string;
  rnm: string;
  reason: string;
  until: string;
  note?: string;
};

export async function snooze(db: AppDatabase, s: Snooze, by: string, at: string): Promise<void> {
  await db.run('DELETE FROM alert_snooze WHERE organization_id = ? AND rnm = ? AND reason = ?', [
    s.organizationId,
    s.rnm,
    s.reason,
  ]);
  await db.run(
    `INSERT INTO alert_snooze (organization_id, rnm, reason, until, by_user, note, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [s.organizationId, s.rnm, s.reason, new Date(s.until).toISOString(), by, s.note ?? null, at],
  );
}

/** Keys (lib/alerts/episodes.ts, episodeKey) snoozed at `nowIso`, with whose, until and why. */
export async function snoozesAt(db: AppDatabase, nowIso: string) {
  return (await episodeMarks(db, nowIso)).snoozes;
}

export type EpisodeMarks = {
  /** Episode id → the e-mail of the person who acknowledged it. */
  acknowledgedBy: Map<string, string>;
  /** episodeKey → the snooze in force at `nowIso`, with its author's e-mail and note. */
  snoozes: Map<string, SnoozeShown>;
};

/** Who acknowledged the open episodes and which register-reasons are snoozed, for the board. */
export async function episodeMarks(db: AppDatabase, nowIso: string): Promise<EpisodeMarks> {
  const [acks, snoozes] = await Promise.all([
    db.all<{ id: string; email: string | null }>(
      `SELECT e.id, u.email FROM alert_episode e LEFT JOIN "user" u ON u.id = e.acknowledged_by
       WHERE e.resolved_at IS NULL AND e.acknowledged_by IS NOT NULL`,
    ),
    db.all<{
      organization_id: string;
      rnm: string;
      reason: string;
      until: string;
      email: string | null;
      note: string | null;
    }>(
      `SELECT s.organization_id, s.rnm, s.reason, s.until, s.note, u.email
       FROM alert_snooze s LEFT JOIN "user" u ON u.id = s.by_user WHERE s.until > ?`,
      [nowIso],
    ),
  ]);
  return {
    acknowledgedBy: new Map(acks.map((a) => [String(a.id), a.email ?? '?'])),
    snoozes: new Map(
      snoozes.map((s) => [
        `${s.organization_id}/${s.rnm}/${s.reason}`,
        { until: String(s.until), by: s.email ?? '?', note: textOrNull(s.note) },
      ]),
    ),
  };
}

function toEpisode(row: Row): Episode {
  return {
    id: String(row.id),
    organizationId: String(row.organization_id),
    rnm: String(row.rnm),
    reason: row.reason as ReasonCode,
    severity: row.severity as Severity,
    since: textOrNull(row.since),
    openedAt: String(row.opened_at),
    resolvedAt: textOrNull(row.resolved_at),
    acknowledgedAt: textOrNull(row.acknowledged_at),
    register: JSON.parse(String(row.register)) as EpisodeRegister,
  };
}
