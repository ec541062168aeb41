import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The zod boundary is a lint rule (eslint.config.mjs, docs/conventions.md): these cases prove that
// it fails where browser code would pull zod in, and stays quiet where zod belongs.

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('the zod boundary', () => {
  it('refuses zod and schema or server modules in browser code', async () => {
    const component = 'components/documents/leak.tsx';
    expect(
      await restrictedImports(
        "import { z } from 'zod';\nexport const s = z.string();\n",
        component,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { listQuerySchema } from '@/lib/documents/contract.schema';\nexport const s = listQuerySchema;\n",
        component,
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { documentBodySchemas } from '@/lib/ofd/schemas';\nexport const s = documentBodySchemas;\n",
        'lib/documents-ui/leak.ts',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "import { prefetch } from '@/lib/query/prefetch.server';\nexport const p = prefetch;\n",
        'lib/query/leak.ts',
      ),
    ).toHaveLength(1);
  });

  it('refuses zod in a module that is neither a schema nor a server module', async () => {
    expect(
      await restrictedImports(
        "import { z } from 'zod';\nexport const s = z.string();\n",
        'lib/ofd/format-leak.ts',
      ),
    ).toHaveLength(1);
  });

  it('allows type-only imports, schema modules and server modules', async () => {
    expect(
      await restrictedImports(
        "import type { ListQuery } from '@/lib/documents/contract.schema';\nexport type Q = ListQuery;\n",
        'components/documents/types-only.tsx',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "import { z } from 'zod';\nexport const s = z.string();\n",
        'lib/lookup/other.schema.ts',
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "import { z } from 'zod';\nexport const s = z.string();\n",
        'lib/documents/x.server.ts',
      ),
    ).toEqual([]);
  });
});
