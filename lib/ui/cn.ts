import { clsx, type ClassValue } from 'clsx';
import { groupOf, overriddenBy } from './class-groups';

/** Joins class names and lets a later Tailwind class win over an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}

const cache = new Map<string, string>();

/** Keeps, of classes setting the same utility under the same variants, only the last one. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const name = classes[i]!;
    if (!name) continue;
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
    const group = groupOf(base);
    if (group === undefined) {
      kept.push(name);
      continue;
    }
    const key = `${variants}${important ? '!' : ''}`;
    if (taken.has(key + group)) continue;
    taken.add(key + group);
    for (const other of overriddenBy(group)) taken.add(key + other);
    kept.push(name);
  }
  const merged = kept.reverse().join(' ');
  if (cache.size > 500) cache.clear();
  cache.set(classList, merged);
  return merged;
}
