import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The zod boundary is a lint rule (eslint.config.mjs, docs/conventions.md): these cases prove that
// it fails where browser code would pull zod in, and stays quiet where zod belongs.

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(importLine: string, filePath: string): Promise<number> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, { filePath });
  return (result?.messages ?? []).filter(
    (m) => m.ruleId === '@typescript-eslint/no-restricted-imports',
  ).length;
}

// [what is imported, by which file, how many errors lint must report]
const cases: [string, string, number][] = [
  ["import { z as x } from 'zod';", 'components/documents/leak.tsx', 1],
  [
    "import { listQuerySchema as x } from '@/lib/documents/contract/query.schema';",
    'components/documents/leak.tsx',
    1,
  ],
  [
    "import { documentBodySchemas as x } from '@/lib/ofd/schemas';",
    'lib/documents/client/leak.ts',
    1,
  ],
  ["import { prefetch as x } from '@/lib/query/prefetch.server';", 'lib/query/leak.ts', 1],
  // A slice's server part, named by its entry rather than a module inside it.
  ["import { loadRange as x } from '@/lib/documents/server';", 'components/documents/leak.tsx', 1],
  // Neither a schema nor a server module: no zod either, even outside the browser folders.
  ["import { z as x } from 'zod';", 'lib/ofd/format-leak.ts', 1],
  // Types cross freely; schema and server modules are zod's homes.
  [
    "import type { ListQuery as x } from '@/lib/documents/contract/query.schema';",
    'components/documents/types.tsx',
    0,
  ],
  ["import { z as x } from 'zod';", 'lib/lookup/other.schema.ts', 0],
  ["import { z as x } from 'zod';", 'lib/documents/other.server.ts', 0],
];

describe('the zod boundary', () => {
  it.each(cases)('%s in %s: %i error(s)', async (importLine, filePath, errors) => {
    expect(await restricted(importLine, filePath)).toBe(errors);
  });
});
