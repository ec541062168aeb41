import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('drops falsy parts and lets the later conflicting Tailwind class win', () => {
    expect(cn('px-2 py-1', false, undefined, 'px-4')).toBe('py-1 px-4');
    expect(cn('text-sm', { 'font-bold': true, italic: false })).toBe('text-sm font-bold');
    expect(cn('bg-brand-600', 'bg-red-600')).toBe('bg-red-600');
  });
});
