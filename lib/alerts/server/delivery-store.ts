import 'server-only';
import { randomUUID } from 'node:crypto';
import { textOrNull, type AppDatabase, type Row } from '@/lib/app-database/database';
import { deliveryAbout } from '../delivery-about';
import type { AlertMessage, Channel, DeliveryKind, DeliveryStatus, DeliveryView } from '../types';

// Deliveries: every message is a row before it is sent (`pending`), claimed (`sending`, one
// attempt more) by exactly one sender, then `sent`, `pending` again for a retry, or `failed`.
// `dedupe` is unique, so recording the same message twice records it once. A row still
// `sending` when the next evaluation starts was cut off by a crash: it is marked failed with a
// note, never sent again (docs/alerts.md, "Exactly once").

export type NewDelivery = {
  dedupe: string;
  ruleId: string;
  userId: string;
  episodeId: string | null;
  kind: DeliveryKind;
  channel: Channel;
  target: string;
  dueAt: string;
  message: AlertMessage;
};

export type StoredDelivery = DeliveryView & {
  userId: string;
  episodeId: string | null;
  message: AlertMessage;
};

/** Records the delivery unless its dedupe key is known; true when it was new. */
export async function recordDelivery(db: AppDatabase, d: NewDelivery, now: string) {
  const done = await db.run(
    `INSERT INTO alert_delivery (id, dedupe, rule_id, user_id, episode_id, kind, channel, target,
      status, attempts, due_at, created_at, message)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT (dedupe) DO NOTHING`,
    [
      randomUUID(),
      d.dedupe,
      d.ruleId,
      d.userId,
      d.episodeId,
      d.kind,
      d.channel,
      d.target,
      d.dueAt,
      now,
      JSON.stringify(d.message),
    ],
  );
  return done.changes > 0;
}

export async function dueDeliveries(db: AppDatabase, now: string, limit = 200) {
  const rows = await db.all(
    "SELECT * FROM alert_delivery WHERE status = 'pending' AND due_at <= ? ORDER BY due_at, id LIMIT ?",
    [now, limit],
  );
  return rows.map(toDelivery);
}

export async function deliveryByDedupe(db: AppDatabase, dedupe: string) {
  const row = await db.get('SELECT * FROM alert_delivery WHERE dedupe = ?', [dedupe]);
  return row ? toDelivery(row) : undefined;
}

/** Takes the delivery for this sender; false when another sender has it. */
export async function claimDelivery(db: AppDatabase, id: string): Promise<boolean> {
  const done = await db.run(
    "UPDATE alert_delivery SET status = 'sending', attempts = attempts + 1 WHERE id = ? AND status = 'pending'",
    [id],
  );
  return done.changes === 1;
}

export async function settleDelivery(
  db: AppDatabase,
  id: string,
  outcome:
    | { status: 'sent'; at: string }
    | { status: 'pending'; dueAt: string; error: string }
    | { status: 'failed'; error: string },
): Promise<void> {
  if (outcome.status === 'sent') {
    await db.run(
      "UPDATE alert_delivery SET status = 'sent', sent_at = ?, error = NULL WHERE id = ?",
      [outcome.at, id],
    );
  } else if (outcome.status === 'pending') {
    await db.run(
      "UPDATE alert_delivery SET status = 'pending', due_at = ?, error = ? WHERE id = ?",
      [outcome.dueAt, outcome.error, id],
    );
  } else {
    await db.run("UPDATE alert_delivery SET status = 'failed', error = ? WHERE id = ?", [
      outcome.error,
      id,
    ]);
  }
}

/** Rows left `sending` by a sender that stopped mid-way (the caller holds the evaluator lock). */
export async function failInterrupted(db: AppDatabase): Promise<number> {
  const done = await db.run(
    "UPDATE alert_delivery SET status = 'failed', error = 'interrupted while sending: it may or may not have arrived' WHERE status = 'sending'",
  );
  return done.changes;
}

/** What each rule already sent (or holds) per episode, for open and recently resolved ones. */
export async function episodeDeliveries(db: AppDatabase, resolvedSince: string) {
  return db.all<{ rule_id: string; episode_id: string; kind: DeliveryKind; created_at: string }>(
    `SELECT d.rule_id, d.episode_id, d.kind, d.created_at FROM alert_delivery d
     JOIN alert_episode e ON d.episode_id = e.id
     WHERE e.resolved_at IS NULL OR e.resolved_at >= ?`,
    [resolvedSince],
  );
}

/** The delivery log: everyone's (userId undefined) or one person's, newest first. */
export async function listDeliveries(db: AppDatabase, userId?: string, limit = 200) {
  const rows = userId
    ? await db.all(
        'SELECT * FROM alert_delivery WHERE user_id = ? ORDER BY created_at DESC, id LIMIT ?',
        [userId, limit],
      )
    : await db.all('SELECT * FROM alert_delivery ORDER BY created_at DESC, id LIMIT ?', [limit]);
  return rows.map(toDelivery);
}

const VIEW_FIELDS = [
  'id',
  'ruleId',
  'kind',
  'channel',
  'target',
  'status',
  'attempts',
  'dueAt',
  'createdAt',
  'sentAt',
  'error',
  'subject',
  'about',
] as const satisfies readonly (keyof DeliveryView)[];

/** What the delivery log shows: not the person's id, the episode's or the message body. */
export function deliveryView(delivery: StoredDelivery): DeliveryView {
  return Object.fromEntries(VIEW_FIELDS.map((f) => [f, delivery[f]])) as DeliveryView;
}

function toDelivery(row: Row): StoredDelivery {
  const message = JSON.parse(String(row.message)) as AlertMessage;
  return {
    id: String(row.id),
    ruleId: String(row.rule_id),
    userId: String(row.user_id),
    episodeId: textOrNull(row.episode_id),
    kind: row.kind as DeliveryKind,
    channel: row.channel as Channel,
    target: String(row.target),
    status: row.status as DeliveryStatus,
    attempts: Number(row.attempts),
    dueAt: String(row.due_at),
    createdAt: String(row.created_at),
    sentAt: textOrNull(row.sent_at),
    error: textOrNull(row.error),
    subject: message.subject,
    about: deliveryAbout(message),
    message,
  };
}
