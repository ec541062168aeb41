import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

// The benchmark's world: one busy register (3,000 receipts a day for 31 days, ~100k documents) in
// the benchmark's own data directory, generated once by the service's seed CLI and reused after.
// A fixed anchor makes every run measure the same bytes, all of them in past days.

export const WORLD = { profile: 'busy', days: 31, receiptsPerDay: 3000, anchor: '2025-03-31' };
const DATABASE_FILE = 'ofd.sqlite';

export type BusyRegister = {
  orgId: string;
  inn: string;
  rnm: string;
  drive: string;
  /** Calendar dates of the first and last document. */
  from: string;
  to: string;
  documents: number;
  /** The busiest whole day, for the one-day throughput runs. */
  busiestDay: string;
};

export function ensureWorld(
  root: string,
  dataDir: string,
  world: typeof WORLD = WORLD,
): { seeded: boolean; ms: number } {
  const marker = path.join(dataDir, 'bench-world.json');
  const wanted = JSON.stringify(world);
  if (existsSync(path.join(dataDir, DATABASE_FILE)) && existsSync(marker)) {
    if (readFileSync(marker, 'utf8') === wanted) return { seeded: false, ms: 0 };
  }
  mkdirSync(dataDir, { recursive: true });
  console.log(
    `seeding ${dataDir} (busy profile, ${world.receiptsPerDay}/day × ${world.days} days)…`,
  );
  const started = performance.now();
  const args = ['run', '--silent', 'service:seed', '--', '--data-dir', dataDir];
  args.push('--profile', world.profile, '--days', String(world.days));
  args.push('--receipts-per-day', String(world.receiptsPerDay), '--anchor', world.anchor);
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('seeding the benchmark world failed');
  writeFileSync(marker, wanted);
  return { seeded: true, ms: performance.now() - started };
}

export function openDatabase(dataDir: string): Database.Database {
  return new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
}

/** The register with the most documents, and what the requests need to name it. */
export function findBusyRegister(db: Database.Database): BusyRegister {
  const top = db
    .prepare(
      `SELECT reg_number AS rnm, fiscal_drive_number AS drive, COUNT(*) AS documents,
         MIN(date_time) AS first, MAX(date_time) AS last
       FROM documents GROUP BY reg_number, fiscal_drive_number ORDER BY documents DESC LIMIT 1`,
    )
    .get() as { rnm: string; drive: string; documents: number; first: string; last: string };
  const org = db
    .prepare(
      `SELECT o.id, o.inn FROM organizations o JOIN cashboxes c ON c.organization_id = o.id
       WHERE c.reg_number = ?`,
    )
    .get(top.rnm) as { id: string; inn: string };
  const busiest = db
    .prepare(
      `SELECT substr(date_time, 1, 10) AS day, COUNT(*) AS n FROM documents
       WHERE reg_number = ? AND fiscal_drive_number = ? GROUP BY day ORDER BY n DESC LIMIT 1`,
    )
    .get(top.rnm, top.drive) as { day: string };
  return {
    orgId: org.id,
    inn: org.inn,
    rnm: top.rnm,
    drive: top.drive,
    from: top.first.slice(0, 10),
    to: top.last.slice(0, 10),
    documents: top.documents,
    busiestDay: busiest.day,
  };
}
