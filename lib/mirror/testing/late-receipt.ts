import type { WorldDocument } from '@/lib/service/seed/world';

// A receipt that arrives late (docs/mirror.md, "Completeness, checked"): the stand-in holds it
// back while FD numbers after it are already in, so the copy holds its day short until it comes.

/** Holds back the first receipt of `day`; `held` is that receipt once it has been met. */
export function firstReceiptOf(day: string) {
  const holdBack = Object.assign(
    (doc: WorldDocument) => {
      if (holdBack.held || doc.type !== 'receipt' || !doc.body.dateTime.startsWith(day)) {
        return false;
      }
      holdBack.held = doc;
      return true;
    },
    { held: undefined as WorldDocument | undefined },
  );
  return holdBack;
}
