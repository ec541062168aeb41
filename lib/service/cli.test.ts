import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadWorld } from './load-world';
import { openSqliteStore } from './store/sqlite';
import { DRIVE, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';

// The CLI as a user runs it (tsx, a separate process), against a data directory holding a world.

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ofd-cli-'));
  const store = openSqliteStore(dir);
  await loadWorld(store, fixtureWorld());
  store.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'lib/service/cli.ts', ...args],
    // Without DATABASE_URL (CI exports one): this suite is about the SQLite data directory.
    {
      encoding: 'utf8',
      env: { ...process.env, OFD_DATA_DIR: dir, DATABASE_URL: '' },
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('service CLI', () => {
  it('imports, prints each rejection with its position, and exits non-zero when any was rejected', () => {
    const good = fixtureDocument('receipt', REG.a1, DRIVE.a1New, 40, '2024-03-20T10:00:00');
    const file = path.join(dir, 'in.ndjson');
    writeFileSync(file, `${JSON.stringify({ receipt: good.body })}\n{"receipt": 1}\n`);
    const first = cli('import', file);
    expect(first.code).toBe(1);
    expect(first.err).toContain('rejected line 2: receipt: the receipt body must be a JSON object');
    expect(first.out).toMatch(
      /read 2, stored 1, already stored 0, conflicts 0, rejected 1 in \d+ ms/,
    );

    const clean = path.join(dir, 'clean.ndjson');
    writeFileSync(clean, `${JSON.stringify({ receipt: good.body })}\n`);
    const again = cli('import', clean);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/read 1, stored 0, already stored 1, conflicts 0, rejected 0/);
  });

  it('prints stats per entity and per register and drive', () => {
    const { code, out } = cli('stats');
    expect(code).toBe(0);
    expect(out).toMatch(/organizations\s+4/);
    expect(out).toMatch(/documents\s+20\b/);
    expect(out).toContain(`${REG.a1}  ${DRIVE.a1New}`);
  });

  it('explains its usage on a wrong command or flag', () => {
    const wrong = cli('frobnicate');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('Usage:');
    const badFlag = cli('seed', '--days', 'many');
    expect(badFlag.code).toBe(2);
    expect(badFlag.err).toContain('--days must be a positive integer');
  });

  it('reports per file, and places bodies without a register on --rnm', () => {
    const old: Record<string, unknown> = {
      ...fixtureDocument('receipt', REG.a1, DRIVE.a1New, 41, '2024-03-20T11:00:00').body,
    };
    delete old.kktRegId;
    const a = path.join(dir, 'a.json');
    const b = path.join(dir, 'b.json');
    writeFileSync(a, JSON.stringify([{ document: { receipt: old } }]));
    writeFileSync(
      b,
      JSON.stringify({ receipt: { ...old, fiscalDocumentNumber: 42, id: undefined } }),
    );
    const run = cli('import', a, b, '--rnm', REG.a1);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${a}: #1: placed on register ${REG.a1} (--rnm)`);
    expect(run.out).toMatch(new RegExp(`${a}: read 1, stored 1, already stored 0`));
    expect(run.out).toMatch(new RegExp(`${b}: read 1, stored 1, already stored 0`));
    expect(cli('import', a, '--rnm', '123').err).toContain('--rnm must be a 16-digit');
  });
});
