import { describe, expect, it } from 'vitest';
import { getAppAuth } from '@/lib/auth/server/auth';
import { freshAppSettings } from '@/lib/testing/fresh-app';
import { alertsDatabase } from './alerts-database';
import { ALERT_MIGRATIONS } from './migrations';

// A database the start could not migrate (it did not answer yet) has only the door's tables when
// the first request opens it; the alerts make theirs on their first use, without a restart.

describe("the alerts' way into the app database", () => {
  it('makes their tables on first use when the start did not', async () => {
    freshAppSettings('ofd-alerts-db-');
    const { db } = await getAppAuth();
    await expect(db.get('SELECT count(*) AS n FROM alert_rule')).rejects.toThrow(/alert_rule/);
    const alerts = await alertsDatabase();
    expect(alerts).toBe(db);
    await expect(db.get('SELECT count(*) AS n FROM alert_rule')).resolves.toEqual({ n: 0 });
    const recorded = await db.all<{ version: number }>('SELECT version FROM app_migration');
    expect(recorded.map((r) => r.version)).toEqual(
      expect.arrayContaining(ALERT_MIGRATIONS.map((m) => m.version)),
    );
    // Made once: a second use finds them.
    await expect(alertsDatabase()).resolves.toBe(db);
  });
});
