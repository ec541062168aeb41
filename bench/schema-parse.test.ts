import { expect, it } from 'vitest';
import { documentListSchema } from '@/lib/ofd/schemas';
import { EXAMPLES } from '@/lib/testing/fiscal-examples';

// Prints how long the document schema takes next to JSON.parse of the same list, measured in one
// run (a ratio, so a busy machine does not skew it). Not a pass/fail timing.

it('parses a list of receipts; prints the cost relative to JSON.parse', () => {
  const count = Number(process.env.N ?? 5000);
  const list = Array.from({ length: count }, (_, i) => ({
    receipt: { ...EXAMPLES.receipt.spec, fiscalDocumentNumber: i + 1 },
  }));
  const json = JSON.stringify(list);
  documentListSchema.parse(JSON.parse(json)); // warm up
  const t0 = performance.now();
  const plain = JSON.parse(json);
  const t1 = performance.now();
  const documents = documentListSchema.parse(plain);
  const t2 = performance.now();
  expect(documents).toHaveLength(count);
  const ratio = (t2 - t1) / (t1 - t0);
  console.log(
    `schema-parse: ${count} receipts, ${(json.length / 1e6).toFixed(1)} MB; JSON.parse ` +
      `${(t1 - t0).toFixed(0)} ms, schema ${(t2 - t1).toFixed(0)} ms (×${ratio.toFixed(1)})`,
  );
});
