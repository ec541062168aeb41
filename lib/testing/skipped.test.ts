import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { skippedReport } from '../../e2e/skipped.mjs';

// `npm test` ends by naming what it did not run (e2e/skipped.mjs); CI skips nothing.

const run = (env: Record<string, string | undefined>, ...args: string[]) =>
  spawnSync(process.execPath, ['e2e/skipped.mjs', ...args], {
    encoding: 'utf8',
    env: { ...env, PATH: process.env.PATH, NODE_ENV: 'test' } as NodeJS.ProcessEnv,
  });

describe('the report of what npm test skipped', () => {
  it('names the PostgreSQL half and how to run it when there is no server', () => {
    const { fail, line } = skippedReport({});
    expect(fail).toBe(false);
    expect(line).toMatch(/^skipped: \d+ PostgreSQL unit test files .*\(e2e\/instances\)/);
    expect(line).toContain('DATABASE_URL=postgres://');
    expect(line).toContain('bash .ci/run');
    const ending = run({});
    expect(ending.status).toBe(0);
    expect(ending.stdout.trim()).toBe(line);
  });

  it('counts the files of the suite that vitest runs on PostgreSQL', () => {
    const files = Number(/skipped: (\d+)/.exec(skippedReport({}).line)![1]);
    // Six named files and the service's HTTP tests (lib/service/http-*.test.ts, several).
    expect(files).toBeGreaterThan(7);
  });

  it('fails in CI instead of skipping', () => {
    expect(skippedReport({ CI: 'true' }).fail).toBe(true);
    const start = run({ CI: 'true' }, '--start');
    expect(start.status).toBe(1);
    expect(start.stderr).toContain('no DATABASE_URL');
  });

  it('skips nothing with a server', () => {
    const { fail, line } = skippedReport({ DATABASE_URL: 'postgres://x@127.0.0.1/db' });
    expect(fail).toBe(false);
    expect(line).not.toContain('skipped');
    expect(run({ DATABASE_URL: 'postgres://x' }, '--start').stdout).toBe('');
  });
});
