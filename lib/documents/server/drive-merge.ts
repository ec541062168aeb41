import { sortByTime, type CachedDocument } from '../contract/cached-document';
import type { UnreadableDocument } from '../contract/api';

// Joining the drives of one register (all-drives.ts). A day on which drives change is read once
// per drive (drive-window.ts), and a by-period answer carries every drive, so a document or an
// unreadable element can arrive more than once: each is kept once. A document is placed by the
// drive it names; its FD number is unique on that drive only (docs/documents.md).

const documentKey = (d: CachedDocument) => `${d.drive ?? ''}/${d.fiscalDocumentNumber}`;

/**
 * Each drive's own documents, then the other drives' documents the answers carried, once per
 * (drive, FD number), in time order. A drive's own read wins, so its tag is the part it came from.
 */
export function mergeDriveDocuments(
  own: readonly CachedDocument[][],
  carried: readonly CachedDocument[][],
): CachedDocument[] {
  const seen = new Set<string>();
  const merged: CachedDocument[] = [];
  for (const d of [...own.flat(), ...carried.flat()]) {
    const key = documentKey(d);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(d);
  }
  return sortByTime(merged);
}

/** The same element read on a shared day for two drives is one unreadable document, not two. */
export function mergeUnreadable(lists: readonly UnreadableDocument[][]): UnreadableDocument[] {
  const seen = new Set<string>();
  return lists.flat().filter((u) => {
    const key = JSON.stringify([u.reason, u.type, u.fiscalDocumentNumber, u.dateTime, u.raw]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
