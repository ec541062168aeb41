import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAppAuth } from '@/lib/auth/server/auth';
import { alertsDatabase } from './alerts-database';
import { ALERT_MIGRATIONS } from './migrations';

// A database the start could not migrate (it did not answer yet) has only the door's tables when
// the first request opens it; the alerts make theirs on their first use, without a restart.

describe("the alerts' way into the app database", () => {
  it('makes their tables on first use when the start did not', async () => {
    Object.assign(process.env, {
      OFD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ofd-alerts-db-')),
      OFD_BASE_URL: 'https://api.example-ofd.ru',
      OFD_API_KEY: 'unit-test-key',
      OFD_SESSION_ID: 'unit-test-session',
      AUTH_SECRET: 'unit-test-secret-unit-test-secret-0123456789',
      DATABASE_URL: '',
    });
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
