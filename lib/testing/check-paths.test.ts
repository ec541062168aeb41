import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The lint step that keeps docs and comments pointing at files that exist (.ci/check-paths.mjs),
// run on a throwaway repository.

const script = path.resolve('.ci/check-paths.mjs');
const repo = mkdtempSync(path.join(tmpdir(), 'check-paths-'));
afterAll(() => rmSync(repo, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
};
const check = () => spawnSync(process.execPath, [script], { cwd: repo, encoding: 'utf8' });

describe('the path check', () => {
  it('names a file that a comment or a document points at but that does not exist', () => {
    spawnSync('git', ['init', '-q'], { cwd: repo });
    // Spelled in two halves, so that this file does not name a missing file itself.
    const stale = ['lib/api', 'problem.ts'].join('/');
    write('lib/api/problem.server.ts', `// One place for problems (${stale}).\n`);
    write('app/api/organizations/[orgId]/route.ts', '// GET /api/organizations/[orgId]\n');
    write(
      'README.md',
      'See `lib/api/problem.server.ts`, `app/api/organizations/<orgId>/route.ts`, ' +
        '`lib/api/*.ts`, [the guide](docs/guide.md) and `GET /api/organizations/<orgId>`, ' +
        'not `/api/settings/people`.\n',
    );
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('lib/api/problem.server.ts: lib/api/problem.ts');
    expect(result.stderr).toContain('README.md: docs/guide.md');
    expect(result.stderr).toContain('README.md: /api/settings/people');
    expect(result.stderr).not.toContain('<orgId>');
    expect(result.stderr).not.toContain('*.ts');
  });

  it('passes once every named path exists', () => {
    write('lib/api/problem.server.ts', '// One place for problems.\n');
    write('docs/guide.md', '# Guide\n');
    write('README.md', 'See `lib/api/problem.server.ts` and [the guide](docs/guide.md).\n');
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
