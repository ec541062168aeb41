import { expect, it } from 'vitest';
import { addDays } from '@/lib/dates/calendar';
import { toIngestDocument } from '@/lib/service/ingest';
import { loadWorld } from '@/lib/service/load-world';
import { openMemoryStore } from '@/lib/service/store/sqlite';
import { DRIVE, REG, fixtureDocument, fixtureWorld } from '@/lib/service/testing/fixture-world';

// The paged operation's store read (docs/operator-api.md "Paging") on a register holding DAYS
// busy days: the first, a middle and the last page of a day's walk by cursor, and the empty page
// that ends it. Keyset reads cost the same wherever the page lies in the day and however much
// history the register has; OFFSET paging grew with the page number. Prints times and ratios;
// not a pass/fail timing.

const DAYS = Number(process.env.DAYS ?? 20);
const PER_DAY = Number(process.env.PER_DAY ?? 2500);
const LIMIT = 1000;

it('pages a busy day by cursor; prints the times of each page and their ratios', async () => {
  const store = openMemoryStore();
  await loadWorld(store, fixtureWorld());
  let fd = 10_000;
  for (let d = 0; d < DAYS; d++) {
    const day = addDays('2024-03-01', d);
    const docs = Array.from({ length: PER_DAY }, (_, i) => {
      const s = 8 * 3600 + i * 12;
      const time = [s / 3600, (s / 60) % 60, s % 60]
        .map((v) => String(Math.floor(v)).padStart(2, '0'))
        .join(':');
      const doc = fixtureDocument('receipt', REG.a1, DRIVE.a1New, fd++, `${day}T${time}`);
      return toIngestDocument(doc.type, { ...doc.body, id: undefined });
    });
    await store.ingestDocuments(docs);
  }
  const day = addDays('2024-03-01', Math.floor(DAYS / 2));
  const range = { regNumber: REG.a1, from: `${day}T00:00:00`, to: `${day}T23:59:59` };
  const timed = async (afterSeq: number, rounds = 20) => {
    let page = await store.documentsByArrival({ ...range, afterSeq, limit: LIMIT });
    const start = performance.now();
    for (let r = 0; r < rounds; r++) {
      page = await store.documentsByArrival({ ...range, afterSeq, limit: LIMIT });
    }
    return { ms: (performance.now() - start) / rounds, page };
  };
  const pages: { ms: number; size: number }[] = [];
  let after = 0;
  for (;;) {
    const { ms, page } = await timed(after);
    pages.push({ ms, size: page.length });
    if (page.length === 0) break;
    after = page.at(-1)!.seq;
  }
  expect(pages.map((p) => p.size)).toEqual([1000, 1000, 500, 0]);
  const first = pages[0]!.ms;
  console.info(
    `${DAYS} days × ${PER_DAY} documents; a middle day's pages of ${LIMIT}: ` +
      pages
        .map(
          (p, i) =>
            `page ${i + 1} (${p.size}) ${p.ms.toFixed(2)} ms = ${(p.ms / first).toFixed(2)}× the first`,
        )
        .join('; '),
  );
  await store.close();
});
