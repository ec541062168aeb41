import { describe, expect, it } from 'vitest';
import { openMemoryAppDatabase, type AppDatabase } from './database';
import { runMigrations, type AppMigration } from './migrate';
import { APP_MIGRATIONS } from './migrations';

// A database made by an earlier release knows its migrations by version: the registry keeps every
// released version and name, and the runner applies only what a database has not recorded.

/** What the releases before the migrations moved to their features recorded. */
const RELEASED = [
  [1, 'auth library tables'],
  [2, 'organization grants and audit trail'],
  [3, 'shared rate-limit counters'],
  [4, 'alerts'],
  [5, 'alert language per person'],
  [6, 'snooze notes'],
];

function recorder(versions: number[]) {
  const applied: number[] = [];
  const migrations: AppMigration[] = versions.map((version) => ({
    version,
    name: `m${version}`,
    apply: async () => void applied.push(version),
  }));
  return { applied, migrations };
}

const recorded = async (db: AppDatabase) =>
  (await db.all<{ version: number }>('SELECT version FROM app_migration ORDER BY version')).map(
    (r) => r.version,
  );

describe('the app database migrations', () => {
  it('keep every released version under its name, in order', () => {
    expect(APP_MIGRATIONS.map((m) => [m.version, m.name])).toEqual(RELEASED);
  });

  it('apply only what an older database has not recorded, in the order of their versions', async () => {
    const db = openMemoryAppDatabase();
    // The table as earlier releases made it, with their first three versions.
    await db.run(
      'CREATE TABLE app_migration (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const [version, name] of RELEASED.slice(0, 3)) {
      await db.run('INSERT INTO app_migration VALUES (?, ?, ?)', [version, name, '2026-01-01']);
    }
    const { applied, migrations } = recorder([6, 1, 4, 2, 5, 3]);
    await runMigrations(db, migrations);
    expect(applied).toEqual([4, 5, 6]);
    expect(await recorded(db)).toEqual([1, 2, 3, 4, 5, 6]);
    await runMigrations(db, migrations);
    expect(applied).toEqual([4, 5, 6]);
    await db.close();
  });

  it('refuse two migrations of one version before applying any', async () => {
    const db = openMemoryAppDatabase();
    const { applied, migrations } = recorder([1, 2, 2]);
    await expect(runMigrations(db, migrations)).rejects.toThrow('version 2');
    expect(applied).toEqual([]);
    await db.close();
  });
});
