import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppDatabase } from '@/lib/app-database/database';
import { APP_MIGRATIONS } from '@/lib/app-database/migrations';
import { PG_MIGRATIONS } from '@/lib/service/store/postgres-migrations';
import { MIGRATIONS as SQLITE_MIGRATIONS } from '@/lib/service/store/sqlite-migrations';

// A released migration is history: a database made by that release has recorded its version and
// will never run it again, so editing it (or a shared constant it is built from) makes new
// databases differ from old ones without anyone seeing. This test holds each released migration's
// statements to the hash recorded in released-migrations.json when it shipped. A new migration
// fails here until its hash is recorded: the failure prints the line to add.
//
// App migration 1 is left out: its statements are planned by the auth library from its own schema
// at run time, so they follow the library's version (package-lock.json), not our code.

const RECORDED: Record<string, string> = JSON.parse(
  readFileSync(path.join(__dirname, 'released-migrations.json'), 'utf8'),
);
const PLANNED_BY_THE_AUTH_LIBRARY = 1;

const hash = (statements: string[]) =>
  createHash('sha256').update(statements.join('\n;\n')).digest('hex').slice(0, 16);

/** The statements an app migration runs on `dialect`, recorded instead of run. */
async function appStatements(
  apply: (db: AppDatabase) => Promise<void>,
  dialect: AppDatabase['dialect'],
): Promise<string[]> {
  const seen: string[] = [];
  const record = async (sql: string) => {
    seen.push(sql);
    return { changes: 0 };
  };
  const db = {
    dialect,
    schema: dialect === 'postgres' ? 'app' : null,
    authDatabase: undefined as never,
    run: record,
    all: async (sql: string) => (await record(sql), []),
    get: async (sql: string) => (await record(sql), undefined),
    transaction: async (list: { sql: string }[]) => {
      for (const { sql } of list) await record(sql);
    },
    exclusive: (work: () => Promise<unknown>) => work(),
    close: async () => {},
  } as unknown as AppDatabase;
  await apply(db);
  return seen;
}

async function currentHashes(): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const m of SQLITE_MIGRATIONS) hashes[`store sqlite ${m.version} ${m.name}`] = hash([m.sql]);
  for (const m of PG_MIGRATIONS) hashes[`store postgres ${m.version} ${m.name}`] = hash([m.sql]);
  for (const m of APP_MIGRATIONS) {
    if (m.version === PLANNED_BY_THE_AUTH_LIBRARY) continue;
    for (const dialect of ['sqlite', 'postgres'] as const)
      hashes[`app ${dialect} ${m.version} ${m.name}`] = hash(await appStatements(m.apply, dialect));
  }
  return hashes;
}

describe('released migrations', () => {
  it('run the statements they ran when they shipped', async () => {
    const current = await currentHashes();
    const changed = Object.keys(RECORDED)
      .filter((key) => key in current && current[key] !== RECORDED[key])
      .map((key) => `${key}: recorded ${RECORDED[key]}, now ${current[key]}`);
    expect(changed, 'a released migration changed: add a new migration instead').toEqual([]);
  });

  it('are all still there', async () => {
    const current = await currentHashes();
    expect(Object.keys(RECORDED).filter((key) => !(key in current))).toEqual([]);
  });

  it('have each a recorded hash (a new one: add the line printed here)', async () => {
    const current = await currentHashes();
    const missing = Object.entries(current)
      .filter(([key]) => !(key in RECORDED))
      .map(([key, value]) => `"${key}": "${value}"`);
    expect(missing, 'add these lines to released-migrations.json').toEqual([]);
  });

  it('tell one statement from another', async () => {
    const [first, second] = SQLITE_MIGRATIONS;
    expect(hash([first!.sql])).not.toBe(hash([second!.sql]));
    expect(hash([`${first!.sql} `])).not.toBe(hash([first!.sql]));
  });
});
