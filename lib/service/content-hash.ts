import { createHash } from 'node:crypto';

// What identifies a document's content, so that the same drive and FD number arriving twice can be
// told apart as "the same document again" (idempotent import) or "a different document under a
// number already taken" (a conflict). The hash covers what the register sent; the operator's own
// stamps (`id`, `receiveDateTimeUtc`) are left out, since they are added on arrival and differ
// between two imports of the same document. Keys are sorted, so key order does not matter.

// eslint-disable-next-line no-restricted-syntax -- a constant table, never grows
const OPERATOR_FIELDS = new Set(['id', 'receiveDateTimeUtc']);

/** `sha256:<hex>` of a document body (the data inside the envelope). */
export function documentContentHash(body: Record<string, unknown>): string {
  const hash = createHash('sha256');
  const content = Object.fromEntries(
    Object.entries(body).filter(([key]) => !OPERATOR_FIELDS.has(key)),
  );
  writeCanonical(content, (text) => hash.update(text));
  return `sha256:${hash.digest('hex')}`;
}

/** The same hash for a body kept as JSON text (what a store holds). */
export function storedContentHash(bodyText: string): string {
  return documentContentHash(JSON.parse(bodyText) as Record<string, unknown>);
}

// JSON with sorted keys, written piece by piece into the hash rather than built as one string (a
// document may be megabytes). Bodies reach here only within the depth limit of import-limits.ts.
function writeCanonical(value: unknown, write: (text: string) => void): void {
  if (Array.isArray(value)) {
    write('[');
    value.forEach((item, i) => {
      if (i > 0) write(',');
      writeCanonical(item, write);
    });
    write(']');
  } else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    write('{');
    keys.forEach((key, i) => {
      write(`${i > 0 ? ',' : ''}${JSON.stringify(key)}:`);
      writeCanonical((value as Record<string, unknown>)[key], write);
    });
    write('}');
  } else write(JSON.stringify(value) ?? 'null');
}
