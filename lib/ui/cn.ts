import { clsx, type ClassValue } from 'clsx';
import { groupOf, overriddenBy } from './class-groups';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

// The class lists a page renders repeat; each is merged once while it stays among the recent 500.
const merged = () =>
  processShared('ui.merged-classes', () => new BoundedCache<string, string>({ max: 500 }));

/** Keeps, of classes setting the same utility under the same variants, only the last one. */
export function mergeClasses(classList: string): string {
  return merged().getOrSet(classList, () => merge(classList));
}

/** What a class applies under (sorted variants and the important mark) and the utility it sets. */
type ClassParts = { key: string; group: string | undefined };

// The same few hundred classes recur in every list: each is read once while among the recent 1000
// (finding its group tries the table's patterns one by one).
const partsCache = () =>
  processShared('ui.class-parts', () => new BoundedCache<string, ClassParts>({ max: 1000 }));

function partsOf(name: string): ClassParts {
  const cut = name.lastIndexOf(':');
  const variants =
    cut < 0
      ? ''
      : name
          .slice(0, cut + 1)
          .split(':')
          .sort()
          .join(':');
  let base = cut < 0 ? name : name.slice(cut + 1);
  const important = base.startsWith('!') || base.endsWith('!');
  base = base.replace(/^!|!$/g, '');
  return { key: `${variants}${important ? '!' : ''}`, group: groupOf(base) };
}

function merge(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  const parts = partsCache();
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const name = classes[i]!;
    if (!name) continue;
    const { key, group } = parts.getOrSet(name, () => partsOf(name));
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    if (taken.has(key + group)) continue;
    taken.add(key + group);
    for (const other of overriddenBy(group)) taken.add(key + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
