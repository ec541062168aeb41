import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

// cn() merges by its own small table of utilities (lib/ui/class-groups.ts) instead of shipping
// tailwind-merge's table of all of Tailwind to the browser. Merging is decided pair by pair (a
// later class drops an earlier one it conflicts with), so agreeing with tailwind-merge on every
// pair of classes the source writes means agreeing on any class list made of them.

const CLASS = /^!?([a-z0-9-]+:)*-?[a-z][a-z0-9\-/.[\]%#_()=,']*!?$/;

function classesInSource(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', 'components/**/*.tsx', 'components/**/*.ts', 'app/**/*.tsx'],
    { encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)) {
      const parts = (m[1] ?? m[2] ?? m[3] ?? '').trim().split(/\s+/).filter(Boolean);
      if (parts.length === 0 || !parts.every((p) => CLASS.test(p))) continue;
      if (!parts.some((p) => p.includes('-'))) continue;
      for (const p of parts) found.add(p);
    }
  }
  return [...found].sort();
}

/** Sorted variants and the important mark: what a class applies under ("dark:hover:!", or ""). */
function modifiersOf(name: string): string {
  const cut = name.lastIndexOf(':');
  const variants = cut < 0 ? '' : name.slice(0, cut).split(':').sort().join(':');
  return `${variants}|${/^(.*:)?!|!$/.test(name) ? '!' : ''}`;
}

/**
 * Every ordered pair of classes that apply under the same variants. Neither merger lets a class
 * drop one under other variants (the second test below pins ours; tailwind-merge never does), so
 * those pairs, most of all, agree by construction and are left out.
 */
function* pairsUnderTheSameVariants(classes: string[]): Generator<[string, string]> {
  const bySignature = new Map<string, string[]>();
  for (const name of classes) {
    const signature = modifiersOf(name);
    bySignature.set(signature, [...(bySignature.get(signature) ?? []), name]);
  }
  for (const same of bySignature.values()) for (const a of same) for (const b of same) yield [a, b];
}

describe('cn', () => {
  it('agrees with tailwind-merge on every pair of classes in the source', () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(300);
    const disagreements: string[] = [];
    for (const [a, b] of pairsUnderTheSameVariants(classes)) {
      const list = `${a} ${b}`;
      const ours = mergeClasses(list);
      const theirs = twMerge(list);
      if (ours !== theirs) disagreements.push(`${list} → ${ours} (tailwind-merge: ${theirs})`);
    }
    expect(disagreements.slice(0, 40)).toEqual([]);
  }, 120_000);

  it('lets the later class win, per variant, and refines without replacing', () => {
    expect(cn('w-full px-3', 'w-auto pr-8')).toBe('px-3 w-auto pr-8');
    expect(cn('pr-8', 'px-3')).toBe('px-3');
    expect(cn('text-sm text-slate-600', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('bg-white dark:bg-slate-900', 'bg-brand-600')).toBe('dark:bg-slate-900 bg-brand-600');
    expect(cn('flex flex-col', false && 'hidden', ['flex-wrap'])).toBe('flex flex-col flex-wrap');
  });
});
