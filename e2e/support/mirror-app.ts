import type { Server } from 'node:http';
import { expect, test, type Page } from './load-aware-test';
import { createAdmin } from '../create-admin.mjs';
import { mainPort } from '../fault-setup';
import { STAND_IN } from '../stand-in-operator.mjs';
import { listenOn, standInOperator, waitUntilLive } from './mirror-stand-in';
import { scaled } from './scaled';
import { createDatabase, startInstance, stopInstance, type Instance } from './shared-database';

// An app in mirror mode (docs/mirror.md) over the stand-in operator, as the mirror specs
// (e2e/instances) start it: the operator behind its own credentials, a fresh database whose
// administrator exists before any instance, instances that copy the operator into it, and the wait
// for the copy's first pass.

/** The operator an instance reads: where it answers, and the key and session it is sent. */
export type OperatorAccess = { origin: string; key: string; session: string };

export type MirrorDatabase = Awaited<ReturnType<typeof createDatabase>>;

const operatorEnv = ({ origin, key, session }: OperatorAccess) => ({
  OFD_BASE_URL: origin,
  OFD_API_KEY: key,
  OFD_SESSION_ID: session,
});

/** A fresh database with `person` as its administrator, made through the users CLI. */
export async function databaseWithAdmin(
  person: { email: string; password: string },
  operator: OperatorAccess,
): Promise<MirrorDatabase> {
  const database = await createDatabase();
  expect(createAdmin(person, { DATABASE_URL: database.url, ...operatorEnv(operator) })).toBe(0);
  return database;
}

/**
 * An instance in mirror mode on `port` (not yet live), its copy going `backfillDays` back: by
 * default past the start of the stand-in register's window (30 days back), so it holds all of it.
 */
export function startMirror(
  port: number,
  database: MirrorDatabase,
  operator: OperatorAccess,
  backfillDays = 40,
): Instance {
  return startInstance(port, database.url, {
    ...operatorEnv(operator),
    OFD_MIRROR: 'on',
    OFD_MIRROR_BACKFILL_DAYS: String(backfillDays),
  });
}

/** Stops the instances, then drops their database once their connections are gone. */
export async function stopMirrors(instances: Instance[], database: MirrorDatabase | undefined) {
  instances.forEach(stopInstance);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await database?.drop();
}

/** The status page, asked again until it lists the stand-in's register up to date. */
export async function waitForFirstSync(page: Page, origin: string) {
  const row = page.getByRole('row').filter({ hasText: STAND_IN.rnm });
  await expect(async () => {
    await page.goto(`${origin}/settings/mirror`);
    await expect(row).toContainText(/Up to date|Актуальна/, { timeout: scaled(2_000) });
  }).toPass({ timeout: scaled(120_000) });
}

/** What `mirrorAroundFile` starts before the file's tests and stops after them. */
export type MirrorWorld = {
  /** The administrator of every database made with `access()` here. */
  admin: { email: string; password: string };
  /** Where the stand-in operator answers, and the key and session it accepts. */
  access(): OperatorAccess;
  database: MirrorDatabase;
  /** The instances on `database`: the first live before the tests; any a test adds stop after. */
  instances: Instance[];
  /** The operator goes away: its port refuses connections, as a stopped service's does. */
  stopOperator(): Promise<void>;
  /** The operator answers again, on the same port. */
  resumeOperator(): Promise<void>;
};

/**
 * Before the calling file's tests, the stand-in operator behind the credentials named after
 * `name`, a fresh database with their administrator, and an instance in mirror mode on it (the
 * main port + 20) once live; after them, all of it stopped and the database dropped.
 */
export function mirrorAroundFile(name: string): MirrorWorld {
  const key = `${name}-key`;
  const session = `${name}-session`;
  let operator: Server | undefined;
  let port = 0;
  const world: MirrorWorld = {
    admin: { email: `${name}@e2e.example`, password: `${name}-password` },
    access: () => ({ origin: `http://127.0.0.1:${port}`, key, session }),
    database: undefined as unknown as MirrorDatabase,
    instances: [],
    stopOperator: () =>
      new Promise((resolve) => {
        operator?.closeAllConnections();
        operator?.close(() => resolve());
      }),
    resumeOperator: async () => {
      port = await listenOn(operator!, port);
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(scaled(240_000));
    operator = standInOperator(key, session);
    await world.resumeOperator();
    world.database = await databaseWithAdmin(world.admin, world.access());
    world.instances.push(startMirror(mainPort + 20, world.database, world.access()));
    await waitUntilLive(world.instances[0]!.origin, scaled(120_000));
  });
  test.afterAll(async () => {
    await stopMirrors(world.instances, world.database);
    if (operator?.listening) operator.close();
  });
  return world;
}
