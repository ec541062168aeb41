import { describe, expect, it } from 'vitest';
import { messages } from './messages';

/** Every leaf key path of a nested catalog, e.g. "DataTable.pagination.next". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** ICU argument names used in a message ("{count, plural, …}" → count). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

describe('message catalogs', () => {
  it('have the same keys in English and Russian', () => {
    expect(keyPaths(messages.ru).sort()).toEqual(keyPaths(messages.en).sort());
  });

  it('use the same arguments in both languages', () => {
    const get = (root: unknown, path: string) =>
      path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
    for (const path of keyPaths(messages.en)) {
      const en = get(messages.en, path);
      const ru = get(messages.ru, path);
      if (typeof en === 'string' && typeof ru === 'string') {
        expect(new Set(argumentsOf(ru)), path).toEqual(new Set(argumentsOf(en)));
      }
    }
  });
});
