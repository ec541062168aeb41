import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReason } from './start.mjs';

// `npm start` builds only when it must (lib/launch/start.mjs): no build, or sources newer than it.

const root = mkdtempSync(path.join(tmpdir(), 'ofd-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const at = (file: string, seconds: number) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'x');
  utimesSync(path.join(root, file), seconds, seconds);
  utimesSync(path.dirname(path.join(root, file)), seconds, seconds);
};

describe('when npm start builds first', () => {
  it('builds when there is no build, and not again while the sources are older', () => {
    at('lib/a.ts', 1_000);
    expect(buildReason(root)).toBe('no build yet');
    at('.next/BUILD_ID', 2_000);
    utimesSync(path.join(root, 'lib'), 1_000, 1_000);
    expect(buildReason(root)).toBeNull();
  });

  it('builds again when a source changed, but not for a test', () => {
    at('lib/a.test.ts', 3_000);
    utimesSync(path.join(root, 'lib'), 1_000, 1_000);
    expect(buildReason(root)).toBeNull();
    at('lib/deep/b.ts', 3_000);
    utimesSync(path.join(root, 'lib'), 1_000, 1_000);
    expect(buildReason(root)).toBe('lib changed since the last build');
  });
});
