import { describe, expect, it } from 'vitest';
import { getAppAuth } from '@/lib/auth/server/auth';
import { freshAppSettings } from '@/lib/testing/fresh-app';
import { DOOR_MIGRATIONS } from './door-migrations';
import { APP_MIGRATIONS, migrateAtStart } from './migrations';

// A request's door makes sure only of the tables it reads; the start makes every feature's.

const versions = (list: readonly { version: number }[]) => list.map((m) => m.version);

describe('the app database at start', () => {
  it('is migrated whole by the start, after the door made only its own', async () => {
    freshAppSettings('ofd-at-start-');
    const { db } = await getAppAuth();
    const recorded = async () =>
      (await db.all<{ version: number }>('SELECT version FROM app_migration ORDER BY version')).map(
        (r) => r.version,
      );
    expect(await recorded()).toEqual(versions(DOOR_MIGRATIONS));
    expect(versions(DOOR_MIGRATIONS).length).toBeLessThan(APP_MIGRATIONS.length);
    await migrateAtStart();
    expect(await recorded()).toEqual(versions(APP_MIGRATIONS));
    await expect(db.get('SELECT count(*) AS n FROM alert_rule')).resolves.toEqual({ n: 0 });
  });
});
