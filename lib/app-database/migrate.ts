import 'server-only';
import type { AppDatabase } from './database';

// How the app database's schema grows (docs/people.md, "Data"): numbered migrations,
// each applied once and recorded in `app_migration` by its version. A released migration is never
// edited or renumbered (a database made by an earlier release knows it by that number): a change
// is a new migration with the next version. Each feature writes its own (the auth library's
// tables, the audit trail, the rate limiter's counters, the alerts'), and ./migrations.ts
// registers them all; they are applied in the order of their versions, whoever wrote them.

export type AppMigration = {
  version: number;
  name: string;
  apply: (db: AppDatabase) => Promise<void>;
};

/** A migration of plain statements, run atomically. */
export const statements =
  (...sql: string[]) =>
  async (db: AppDatabase) =>
    db.transaction(sql.map((s) => ({ sql: s })));

/** Applies, in the order of their versions, the migrations the database has not recorded yet. */
export async function runMigrations(db: AppDatabase, migrations: readonly AppMigration[]) {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  ordered.forEach((m, i) => {
    if (i > 0 && m.version === ordered[i - 1]!.version) {
      throw new Error(`Two app migrations claim version ${m.version}.`);
    }
  });
  if (db.schema) await db.run(`CREATE SCHEMA IF NOT EXISTS "${db.schema.replaceAll('"', '""')}"`);
  await db.run(
    'CREATE TABLE IF NOT EXISTS app_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    (await db.all<{ version: number }>('SELECT version FROM app_migration')).map((r) => r.version),
  );
  for (const migration of ordered) {
    if (done.has(migration.version)) continue;
    await migration.apply(db);
    await db.run('INSERT INTO app_migration (version, name, applied_at) VALUES (?, ?, ?)', [
      migration.version,
      migration.name,
      new Date().toISOString(),
    ]);
  }
}
