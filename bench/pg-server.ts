import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The PostgreSQL server the store comparison runs against: DATABASE_URL when it is set, else a
// throwaway cluster started with .ci/postgres.sh (server defaults, fsync on: a fair comparison with
// SQLite's WAL file) and stopped again at the end.

export type BenchPostgres = { url: string; stop(): void; started: boolean };

export function benchPostgres(root: string, port: number): BenchPostgres {
  const given = process.env.DATABASE_URL;
  if (given) return { url: given, started: false, stop() {} };
  const script = path.join(root, '.ci', 'postgres.sh');
  const dir = mkdtempSync(path.join(tmpdir(), 'ofd-bench-pg-'));
  const stop = () => {
    execFileSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const url = execFileSync('bash', [script, 'start', dir, String(port)], {
      encoding: 'utf8',
      env: { ...process.env, PG_OPTIONS: '' },
    }).trim();
    return { url, started: true, stop };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
