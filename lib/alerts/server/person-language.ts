import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import type { AlertLocale } from '../types';

// The language a person's alerts are written in (docs/alerts.md, "Language"): one per person, not
// per rule, so every rule of theirs (the demo rule too) follows when they change it. Kept in the
// app's own table (app migration 5) rather than the auth library's user table, which that library
// owns and migrates; its statements are with the other alert tables' (./tables.ts).

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
