import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FILES_DIR, loadRealReceipts, loadSources, receiptYear } from './load';

const sources = loadSources();
const receipts = loadRealReceipts();

describe('the corpus of real receipts', () => {
  it('holds at least 100 receipts', () => {
    expect(receipts.length).toBeGreaterThanOrEqual(100);
  });

  it('names, for every source, the repository, path and 40-hex commit it was read at', () => {
    for (const s of sources) {
      expect(s.repository, s.file).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(s.path, s.file).not.toBe('');
      expect(s.commit, s.file).toMatch(/^[0-9a-f]{40}$/);
      expect(s.url, s.file).toBe(`https://github.com/${s.repository}/blob/${s.commit}/${s.path}`);
      expect(['kopecks', 'rubles'], s.file).toContain(s.units);
    }
  });

  it('lists every file it keeps, and keeps every file it lists', () => {
    const listed = sources.map((s) => s.file);
    expect(new Set(listed).size).toBe(listed.length);
    for (const f of listed) expect(existsSync(path.join(FILES_DIR, f)), f).toBe(true);
    expect(readdirSync(FILES_DIR).sort()).toEqual([...listed].sort());
  });

  it('finds in each file as many receipts as its source says', () => {
    for (const s of sources) {
      expect(receipts.filter((r) => r.source.file === s.file).length, s.file).toBe(s.receipts);
    }
  });

  it('holds no receipt twice (same fiscal drive and document number)', () => {
    const seen = new Map<string, string>();
    for (const { id, body } of receipts) {
      const drive = String(body.fiscalDriveNumber ?? '').trim();
      const doc = String(body.fiscalDocumentNumber ?? '').trim();
      if (drive === '' || doc === '') continue;
      const key = `${drive}/${doc}`;
      expect(seen.get(key), `${id} repeats ${key}`).toBeUndefined();
      seen.set(key, id);
    }
  });

  // Counts present values: the buyer's-cabinet exports write every absent tag as null.
  it('tallies what it holds', () => {
    const count = (key: (b: Record<string, unknown>) => unknown) => {
      const out: Record<string, number> = {};
      for (const { body } of receipts) {
        const k = String(key(body));
        out[k] = (out[k] ?? 0) + 1;
      }
      return out;
    };
    const items = (b: Record<string, unknown>) =>
      Array.isArray(b.items) ? (b.items as Record<string, unknown>[]) : [];
    const having = (test: (b: Record<string, unknown>) => boolean) =>
      receipts.filter((r) => test(r.body)).length;
    console.log({
      receipts: receipts.length,
      sources: sources.length,
      byYear: count(receiptYear),
      byOperationType: count((b) => b.operationType),
      rubles: receipts.filter((r) => r.source.units === 'rubles').length,
      amountsReceiptNds: having((b) => b.amountsReceiptNds != null),
      itemsQuantityMeasure: having((b) => items(b).some((i) => i.itemsQuantityMeasure != null)),
      productCodeNew: having((b) => items(b).some((i) => i.productCodeNew != null)),
      productCodeData: having((b) => items(b).some((i) => i.productCodeData != null)),
      epochDateTime: having((b) => typeof b.dateTime === 'number'),
    });
    expect(receipts.every((r) => r.id === `${r.source.file}#${r.index}`)).toBe(true);
  });
});
