// Limits on one imported document. Real fiscal documents are a few kilobytes (a receipt with a
// thousand items stays far below a megabyte) and about six levels deep (envelope, body, items,
// item, properties, property); anything far beyond is not a fiscal document, and reading it whole
// would let one hostile file exhaust the importer's memory or stack.

/** Longest document: characters of an array element, bytes of an NDJSON line or a single file. */
export const MAX_DOCUMENT_SIZE = 2 * 1024 * 1024;
/** Deepest nesting of objects and arrays, counting the envelope as level 1. */
export const MAX_DOCUMENT_DEPTH = 32;
/** Stored documents held before a batch is written: at most this many… */
export const BATCH_DOCUMENTS = 1000;
/** …or this many bytes of bodies, whichever comes first. */
export const BATCH_BYTES = 4 * 1024 * 1024;

/** True when `value` nests deeper than `max` (iterative: the check itself cannot overflow). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(node)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
