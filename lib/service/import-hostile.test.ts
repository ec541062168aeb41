import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importEnvelopes, readEnvelopes } from './import';
import { MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_SIZE } from './import-limits';
import { loadWorld } from './load-world';
import { openSqliteStore } from './store/sqlite';
import type { Store } from './store/types';
import { DRIVE, REG, fixtureDocument, fixtureWorld } from './testing/fixture-world';

// Hostile import files: each bad document costs only itself, with its position and reason; the
// good ones around it are stored; a huge array is streamed within a stated memory bound.

let dir: string;
let store: Store;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ofd-hostile-'));
  store = openSqliteStore(path.join(dir, 'db'));
  await loadWorld(store, fixtureWorld());
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A receipt as a register sends it (no operator id), with its own FD number. */
function receipt(fd: number, extra: Record<string, unknown> = {}) {
  const { body } = fixtureDocument('receipt', REG.a1, DRIVE.a1New, fd, '2024-03-12T10:00:00');
  const sent: Record<string, unknown> = { ...body, ...extra };
  delete sent.id;
  return { receipt: sent };
}
const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const json = (value: unknown) => JSON.stringify(value);
const MB20 = 'x'.repeat(20 * 1024 * 1024);

function write(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

// The same hostile documents, in array form and as NDJSON lines.
const hostile = (base: number) => [
  json(receipt(base)), // 1 stored
  json(receipt(base + 1)).replace(/}}$/, `,"deep":${deep(5000)}}}`), // 2 too deep
  json(receipt(base + 2)), // 3 stored
  json(receipt(base + 3, { filler: MB20 })), // 4 a 20 MB document
  json(receipt(base + 4)), // 5 stored
  json(receipt(base, { totalSum: 1 })), // 6 same drive and FD number, other content: conflict
  json(receipt(base)), // 7 the same document again: duplicate
  `{"receipt": {'single': 'quotes'}}`, // 8 not JSON
  json(receipt(base + 5)), // 9 stored
];

describe('import of hostile files', () => {
  it('array: stores the good documents, reports each bad one, keeps what precedes a truncation', async () => {
    const text = `[${hostile(500).join(',')},{"receipt": {"kktRegId": "00`;
    const report = await importEnvelopes(store, readEnvelopes(write('hostile.json', text)));
    expect(report).toMatchObject({ read: 10, stored: 4, duplicates: 1 });
    expect(report.conflicts).toEqual([
      expect.objectContaining({ position: '#6', fdNumber: 500, fiscalDriveNumber: DRIVE.a1New }),
    ]);
    expect(report.rejected).toEqual([
      { position: '#2', reason: `nested deeper than ${MAX_DOCUMENT_DEPTH} levels` },
      { position: '#4', reason: `longer than ${MAX_DOCUMENT_SIZE} characters` },
      { position: '#8', reason: 'not valid JSON' },
      { position: '#10', reason: 'the array is truncated' },
    ]);
  });

  it('NDJSON: the same, line by line, a 20 MB line included', async () => {
    const text = [...hostile(600), '{"receipt": {"kktRegId": "00'].join('\n');
    const report = await importEnvelopes(store, readEnvelopes(write('hostile.ndjson', text)));
    expect(report).toMatchObject({ read: 10, stored: 4, duplicates: 1 });
    expect(report.conflicts.map((c) => c.position)).toEqual(['line 6']);
    expect(report.rejected).toEqual([
      { position: 'line 2', reason: `nested deeper than ${MAX_DOCUMENT_DEPTH} levels` },
      { position: 'line 4', reason: `the line is longer than ${MAX_DOCUMENT_SIZE} bytes` },
      { position: 'line 8', reason: 'not valid JSON' },
      { position: 'line 10', reason: 'not valid JSON' },
    ]);
  });

  it('recognises one pretty-printed document, and a pretty-printed array', async () => {
    const one = write('one.json', JSON.stringify(receipt(700), null, 2));
    expect(await importEnvelopes(store, readEnvelopes(one))).toMatchObject({
      read: 1,
      stored: 1,
      rejected: [],
    });
    const many = write('many.json', JSON.stringify([receipt(701), receipt(702)], null, 2));
    expect(await importEnvelopes(store, readEnvelopes(many))).toMatchObject({
      read: 2,
      stored: 2,
      rejected: [],
    });
  });

  // A full collection at every batch: seconds on a quiet machine, a minute at load 40.
  it('streams a 60 MB array within a memory bound', { timeout: 300_000 }, async () => {
    const file = path.join(dir, 'big.json');
    const out = createWriteStream(file);
    const count = 60;
    const filler = 'y'.repeat(1024 * 1024 - 1000); // ~1 MB documents, under the size limit
    for (let i = 0; i < count; i++) {
      if (!out.write((i === 0 ? '[' : ',') + json(receipt(10_000 + i, { filler })))) {
        await once(out, 'drain');
      }
    }
    out.end(']');
    await once(out, 'finish');

    // Live memory, not RSS: on a busy machine the collector lets garbage pile up for a while, so
    // RSS says more about the machine than about the import. At every batch the import hands to the
    // store, a full collection runs and what is still reachable is measured; a file read whole
    // would be reachable (a 60 MB string, then its parse) at every one of them.
    const gc = globalThis.gc;
    if (!gc) throw new Error('run with --expose-gc (vitest.config.ts passes it)');
    const live = () => {
      gc();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const baseline = live();
    let peak = baseline;
    let batches = 0;
    const measured: Store = Object.assign(Object.create(store) as Store, {
      ingestDocuments: (docs: Parameters<Store['ingestDocuments']>[0]) => {
        batches += 1;
        peak = Math.max(peak, live());
        return store.ingestDocuments(docs);
      },
    });
    const report = await importEnvelopes(measured, readEnvelopes(file));
    expect(report).toMatchObject({ read: count, stored: count, duplicates: 0, rejected: [] });
    expect(batches).toBeGreaterThan(1);
    const grewMb = (peak - baseline) / 1024 / 1024;
    console.info(
      `60 MB array: live memory grew ${grewMb.toFixed(0)} MB at most, over ${batches} batches`,
    );
    // Reading the file whole (as a 60 MB string, then parsed) would need well over 120 MB; a
    // streamed import holds a batch of five documents.
    expect(grewMb).toBeLessThan(IMPORT_MEMORY_BOUND_MB);
  });
});

const IMPORT_MEMORY_BOUND_MB = 40;
