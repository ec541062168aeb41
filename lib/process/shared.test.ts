import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetProcessShared, peekProcessShared, processShared, setProcessShared } from './shared';

afterEach(() => forgetProcessShared('test.shared'));

describe('processShared', () => {
  it('creates the value once and hands every caller the same one', () => {
    let made = 0;
    const create = () => ({ n: ++made });
    const first = processShared('test.shared', create);
    expect(processShared('test.shared', create)).toBe(first);
    expect(made).toBe(1);
  });

  it('is one value across two copies of a module, as two bundles of one process hold', async () => {
    const one = await import('./shared');
    vi.resetModules();
    const other = await import('./shared');
    expect(other).not.toBe(one);
    const map = one.processShared('test.shared', () => new Map<string, number>());
    map.set('seen', 1);
    expect(other.processShared('test.shared', () => new Map<string, number>()).get('seen')).toBe(1);
  });

  it('keeps the value under a registered symbol that code outside the helper can find', () => {
    const value = processShared('test.shared', () => 'here');
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('ofd-console.test.shared')]).toBe(
      value,
    );
  });

  it('is replaced by setProcessShared and created again after forgetProcessShared', () => {
    setProcessShared('test.shared', 'set');
    expect(processShared('test.shared', () => 'created')).toBe('set');
    forgetProcessShared('test.shared');
    expect(processShared('test.shared', () => 'created')).toBe('created');
  });

  it('peeks without creating', () => {
    expect(peekProcessShared('test.shared')).toBeUndefined();
    expect(processShared('test.shared', () => 1)).toBe(1);
    expect(peekProcessShared('test.shared')).toBe(1);
  });

  it('keeps an undefined value once set instead of creating it again', () => {
    setProcessShared<string | undefined>('test.shared', undefined);
    expect(processShared<string | undefined>('test.shared', () => 'created')).toBeUndefined();
  });
});
