import { loadRealReceipts } from '@/lib/ofd/testing/real-receipts/load';
import type { DemoWorld, WorldDocument } from '@/lib/service/seed/world';
import { generateDemoWorld } from '@/lib/service/seed';

// A demo world with real receipts in it: every other receipt of the demo world carries, in its
// place (register, drive, FD number, time, shift, operation), the money, VAT, items and operator
// of a receipt of the corpus (lib/ofd/testing/real-receipts), taken in turn, so that the copy is
// tested on what real registers send (`nds18`, `nds10`, `nds0`, `ndsNo` among them) beside the
// generator's own receipts. Its four days span the new year 2026, when 20% became 22%.

const PLACE = [
  'id',
  'dateTime',
  'fiscalDocumentNumber',
  'fiscalDriveNumber',
  'kktRegId',
  'receiveDateTimeUtc',
  'shiftNumber',
  'operationType',
] as const;

export const REAL_WORLD_ANCHOR = '2026-01-02';

const realBodies = () =>
  loadRealReceipts()
    .filter(
      (r) =>
        r.source.units === 'kopecks' &&
        typeof r.body.totalSum === 'number' &&
        [1, 2, 3, 4].includes(r.body.operationType as number),
    )
    .map((r) => r.body);

export function worldWithRealReceipts(
  world: DemoWorld = generateDemoWorld({
    anchorDate: REAL_WORLD_ANCHOR,
    days: 4,
    now: `${REAL_WORLD_ANCHOR}T12:00:00Z`,
  }),
): DemoWorld & {
  /** How many of the world's receipts carry a real one's content. */
  realCount: () => number;
} {
  const bodies = realBodies();
  let real = 0;
  function* documents(): Iterable<WorldDocument> {
    let i = 0;
    for (const doc of world.documents()) {
      if (doc.type !== 'receipt' || i++ % 2 === 0) {
        yield doc;
        continue;
      }
      const content = { ...bodies[(i >> 1) % bodies.length]! };
      for (const key of PLACE) delete content[key];
      delete content.localDateTime;
      const place = Object.fromEntries(
        PLACE.flatMap((k) => (k in doc.body ? [[k, doc.body[k]]] : [])),
      );
      real += 1;
      yield { type: 'receipt', body: { ...content, ...place } as WorldDocument['body'] };
    }
  }
  return { ...world, documents, realCount: () => real };
}
