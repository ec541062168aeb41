import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';

// The alert tables of the app database (app migration 4, ./migrations.ts): rules,
// episodes (one per register and reason while it is bad), snoozes, deliveries and the development
// outbox. Times are ISO text on both engines, like the audit trail, so comparisons are the same.
// `delivery.dedupe` is unique: the same message can be recorded once only, whoever records it
// (docs/alerts.md, "Exactly once").
//
// Statements only: the app database's list of migrations names them, and every route's sign-in
// check opens that database, so what is here is loaded by every route and must pull in nothing
// of the alerts beyond it.

const TABLES = [
  `CREATE TABLE alert_rule (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    channel TEXT NOT NULL,
    target TEXT NOT NULL,
    reasons TEXT,
    min_severity TEXT NOT NULL,
    organization_ids TEXT,
    quiet_from TEXT,
    quiet_to TEXT,
    time_zone TEXT NOT NULL,
    locale TEXT NOT NULL,
    mode TEXT NOT NULL,
    daily_at TEXT,
    secret TEXT,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX alert_rule_user ON alert_rule (user_id)',
  `CREATE TABLE alert_episode (
    id TEXT PRIMARY KEY,
    organization_id TEXT NOT NULL,
    rnm TEXT NOT NULL,
    reason TEXT NOT NULL,
    severity TEXT NOT NULL,
    since TEXT,
    opened_at TEXT NOT NULL,
    resolved_at TEXT,
    acknowledged_at TEXT,
    acknowledged_by TEXT,
    register TEXT NOT NULL
  )`,
  'CREATE INDEX alert_episode_open ON alert_episode (resolved_at)',
  `CREATE TABLE alert_snooze (
    organization_id TEXT NOT NULL,
    rnm TEXT NOT NULL,
    reason TEXT NOT NULL,
    until TEXT NOT NULL,
    by_user TEXT NOT NULL,
    PRIMARY KEY (organization_id, rnm, reason)
  )`,
  `CREATE TABLE alert_delivery (
    id TEXT PRIMARY KEY,
    dedupe TEXT NOT NULL UNIQUE,
    rule_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    episode_id TEXT,
    kind TEXT NOT NULL,
    channel TEXT NOT NULL,
    target TEXT NOT NULL,
    status TEXT NOT NULL,
    attempts INTEGER NOT NULL,
    due_at TEXT NOT NULL,
    created_at TEXT NOT NULL,
    sent_at TEXT,
    error TEXT,
    message TEXT NOT NULL
  )`,
  'CREATE INDEX alert_delivery_due ON alert_delivery (status, due_at)',
  'CREATE INDEX alert_delivery_rule ON alert_delivery (rule_id, episode_id)',
  `CREATE TABLE alert_outbox (
    id TEXT PRIMARY KEY,
    at TEXT NOT NULL,
    to_address TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL
  )`,
  'CREATE TABLE alert_state (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
];

export async function createAlertTables(db: AppDatabase): Promise<void> {
  await db.transaction(TABLES.map((sql) => ({ sql })));
}

/**
 * App migration 6: a snooze remembers why and when it was made (docs/alerts.md, "Quieting"), so
 * the board and the digest can say who quieted what, until when and why.
 */
export const SNOOZE_NOTE_COLUMNS = [
  'ALTER TABLE alert_snooze ADD COLUMN note TEXT',
  'ALTER TABLE alert_snooze ADD COLUMN created_at TEXT',
];

/** App migration 5: the language a person's alerts are written in (./person-language.ts). */
export const PERSON_LANGUAGE_TABLE = `CREATE TABLE person_language (
  user_id TEXT PRIMARY KEY,
  locale TEXT NOT NULL,
  updated_at TEXT NOT NULL
)`;

/** Migration 5's seed: each person who has rules gets the language of their newest rule. */
export const SEED_FROM_RULES = `INSERT INTO person_language (user_id, locale, updated_at)
  SELECT r.user_id, r.locale, r.created_at FROM alert_rule r
  WHERE r.created_at = (SELECT MAX(x.created_at) FROM alert_rule x WHERE x.user_id = r.user_id)
  ON CONFLICT (user_id) DO NOTHING`;
