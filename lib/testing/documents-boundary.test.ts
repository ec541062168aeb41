import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseTree } from './cruise';

// The documents slice's boundary is a lint rule (.dependency-cruiser.cjs, docs/layout.md): these
// cases prove that `npm run lint` fails where code outside the slice reaches past its entries, and
// stays quiet where it goes through them. A small tree of its own, with the repository's rules.

const TREE: Record<string, string> = {
  'lib/documents/server/engine.ts': 'export const loadRange = 1;\n',
  'lib/documents/server/index.ts': "export { loadRange } from './engine';\n",
  'lib/documents/server/progress.ts': "export { loadRange } from './engine';\n",
  'lib/documents/contract/api.ts': "export const ALL_DRIVES = 'all';\n",
  'lib/documents/contract/index.ts': "export { ALL_DRIVES } from './api';\n",
  'lib/documents/client/queries.ts': "export const query = 'q';\n",
  'lib/documents/client/index.ts': "export { query } from './queries';\n",
  'lib/documents/export-labels.ts': 'export const labels = 1;\n',
  // Outside the slice: through an entry, past it, and the export table's own path.
  'lib/overview/through-entry.ts':
    "import { loadRange } from '../documents/server';\nexport const a = loadRange;\n",
  'lib/overview/through-progress-entry.ts':
    "import { loadRange } from '../documents/server/progress';\nexport const h = loadRange;\n",
  'lib/overview/past-entry.ts':
    "import { loadRange } from '../documents/server/engine';\nexport const b = loadRange;\n",
  'lib/overview/contract-inside.ts':
    "import { ALL_DRIVES } from '../documents/contract/api';\nexport const c = ALL_DRIVES;\n",
  'lib/overview/export.ts':
    "import { labels } from '../documents/export-labels';\nexport const d = labels;\n",
  // A test outside the slice may exercise what lies inside.
  'lib/overview/past-entry.test.ts':
    "import { loadRange } from '../documents/server/engine';\nexport const e = loadRange;\n",
  // Inside the slice: the parts keep apart.
  'lib/documents/contract/leans-on-server.ts':
    "import { loadRange } from '../server';\nexport const f = loadRange;\n",
  'lib/documents/client/leans-on-server.ts':
    "import { loadRange } from '../server';\nexport const g = loadRange;\n",
};

let root = '';

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'documents-boundary-'));
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the documents slice boundary', () => {
  it('fails each import past an entry and nothing else', async () => {
    const result = await cruiseTree(root, ['lib']);
    const violations = result.summary.violations
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
      .sort();
    expect(violations).toEqual([
      'documents-client-not-server: lib/documents/client/leans-on-server.ts → lib/documents/server/index.ts',
      'documents-contract-stands-alone: lib/documents/contract/leans-on-server.ts → lib/documents/server/index.ts',
      'documents-only-through-its-entries: lib/overview/contract-inside.ts → lib/documents/contract/api.ts',
      'documents-only-through-its-entries: lib/overview/past-entry.ts → lib/documents/server/engine.ts',
    ]);
  });
});
