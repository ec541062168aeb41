import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import type { AlertLocale } from '../types';

// The language a person's alerts are written in (docs/alerts.md, "Language"): one per person, not
// per rule, so every rule of theirs (the demo rule too) follows when they change it. Kept in the
// app's own table (app migration 5) rather than the auth library's user table, which that library
// owns and migrates.

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

export async function personLanguage(db: AppDatabase, userId: string) {
  const row = await db.get<{ locale: string }>(
    'SELECT locale FROM person_language WHERE user_id = ?',
    [userId],
  );
  return row ? (row.locale as AlertLocale) : undefined;
}

export async function personLanguages(db: AppDatabase): Promise<Map<string, AlertLocale>> {
  const rows = await db.all<{ user_id: string; locale: string }>(
    'SELECT user_id, locale FROM person_language',
  );
  return new Map(rows.map((r) => [String(r.user_id), r.locale as AlertLocale]));
}

/** Sets the language; with `onlyIfUnset`, keeps one the person already chose. */
export async function setPersonLanguage(
  db: AppDatabase,
  userId: string,
  locale: AlertLocale,
  options: { onlyIfUnset?: boolean } = {},
): Promise<void> {
  const onConflict = options.onlyIfUnset
    ? 'DO NOTHING'
    : 'DO UPDATE SET locale = excluded.locale, updated_at = excluded.updated_at';
  await db.run(
    `INSERT INTO person_language (user_id, locale, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) ${onConflict}`,
    [userId, locale, new Date().toISOString()],
  );
}
