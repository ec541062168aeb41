import type { DocumentType } from '@/lib/ofd/document-types';
import { KNOWN_FIELDS } from '@/lib/ofd/known-fields';

// The raw view lists every field a document arrived with, nested ones by path, and marks the
// top-level fields our schema does not know (an operator's extension, a newer format's tag).

export type RawEntry = { path: string; value: string; known: boolean };

/** Top-level fields the body schema of this type reads (both field families). */
export function knownFields(type: DocumentType): Set<string> {
  return new Set(KNOWN_FIELDS[type]);
}

function leaf(value: unknown): string {
  // JSON spelling keeps what matters here visible: quotes around padded strings, null vs absent.
  return JSON.stringify(value) ?? String(value);
}

export function flattenRaw(raw: Record<string, unknown>, type: DocumentType): RawEntry[] {
  const known = knownFields(type);
  const out: RawEntry[] = [];
  const walk = (value: unknown, path: string, top: string) => {
    if (Array.isArray(value) && value.length > 0) {
      value.forEach((v, i) => walk(v, `${path}[${i}]`, top));
    } else if (typeof value === 'object' && value !== null && Object.keys(value).length > 0) {
      for (const [key, v] of Object.entries(value)) walk(v, `${path}.${key}`, top);
    } else {
      out.push({ path, value: leaf(value), known: known.has(top) });
    }
  };
  for (const [key, value] of Object.entries(raw)) walk(value, key, key);
  return out;
}
