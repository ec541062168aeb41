import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en/documents.json';
import ru from '@/lib/i18n/messages/ru/documents.json';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('documents catalogs', () => {
  it('say the same things in English and Russian', () => {
    expect(keys(ru).sort()).toEqual(keys(en).sort());
  });

  it('leave no message empty', () => {
    const values = (node: unknown): unknown[] =>
      typeof node === 'object' && node !== null ? Object.values(node).flatMap(values) : [node];
    for (const value of [...values(en), ...values(ru)]) expect(String(value).trim()).not.toBe('');
  });
});
