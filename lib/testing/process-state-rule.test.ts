import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The one rule for process-wide state (docs/conventions.md, "Process-wide state"): ESLint refuses
// a value kept at a module's top level, one per bundle, outside lib/process.

async function stateProblems(code: string, filePath = 'lib/example/state.ts') {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return result!.messages.filter((m) => m.message.includes('Process-wide state')).length;
}

describe('the process-wide state rule', () => {
  it('refuses a top-level cache, registry or request store outside lib/process', async () => {
    expect(await stateProblems('export const seen = new Map<string, number>();\n')).toBe(1);
    expect(
      await stateProblems('const ids = new Set<string>();\nexport const n = ids.size;\n'),
    ).toBe(1);
    expect(
      await stateProblems(
        "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const store = new AsyncLocalStorage<string>();\n",
      ),
    ).toBe(1);
    expect(await stateProblems('export const g = globalThis;\n')).toBe(1);
  });

  it('lets the helper keep it, and a function make its own', async () => {
    const shared =
      "import { processShared } from '@/lib/process/shared';\n" +
      "export const seen = () => processShared('example.seen', () => new Map<string, number>());\n";
    expect(await stateProblems(shared)).toBe(0);
    expect(
      await stateProblems('export const seen = new Map<string, number>();\n', 'lib/process/x.ts'),
    ).toBe(0);
  });
});
