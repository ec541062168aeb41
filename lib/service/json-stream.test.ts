import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES, ChunkWriter, envelopeArrayStream, envelopeChunks } from './json-stream';
import { envelopeText } from './shapes';
import type { StoredDocument } from './store/types';

// The stream's bytes are exactly the joined envelopes, written in chunks of at most CHUNK_BYTES
// (one larger only for a document that is larger itself), never cut inside a character, and the
// store is asked for its next batch only once the consumer has taken every chunk of the last.

function receipt(fdNumber: number, bodyChars = 600): StoredDocument {
  const item = 'Хлеб «Бородинский» 0,4 кг — ';
  const name = item.repeat(Math.ceil(bodyChars / item.length)).slice(0, bodyChars);
  return {
    seq: fdNumber,
    type: 'receipt',
    fdNumber,
    dateTime: '2024-03-01T10:00:00',
    body: JSON.stringify({ fiscalDocumentNumber: fdNumber, items: [{ name }] }),
  };
}

const joined = (prefix: string, docs: StoredDocument[], suffix = '') =>
  prefix + docs.map(envelopeText).join(',') + suffix;

async function* batchesOf(batches: StoredDocument[][], asked: { count: number }) {
  for (const batch of batches) {
    asked.count += 1;
    yield batch;
  }
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read())
    chunks.push(next.value);
  return chunks;
}

describe('envelopeChunks', () => {
  it('writes the joined envelopes exactly, in chunks of at most CHUNK_BYTES', () => {
    const docs = Array.from({ length: 500 }, (_, i) => receipt(i + 1));
    const chunks = envelopeChunks('{"documents":[', docs, '],"paging":{}}');
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      joined('{"documents":[', docs, '],"paging":{}}'),
    );
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_BYTES);
      // Whole characters only: each chunk decodes alone to what it encodes.
      expect(Buffer.from(chunk.toString('utf8'), 'utf8').equals(chunk)).toBe(true);
    }
  });

  it('gives a document larger than a chunk a chunk of its own size', () => {
    const docs = [receipt(1), receipt(2, CHUNK_BYTES), receipt(3)];
    const chunks = envelopeChunks('[', docs, ']');
    expect(Buffer.concat(chunks).toString('utf8')).toBe(joined('[', docs, ']'));
    const big = Buffer.byteLength(envelopeText(docs[1]!));
    expect(big).toBeGreaterThan(CHUNK_BYTES);
    expect(chunks.some((chunk) => chunk.length === big)).toBe(true);
  });

  it('writes a body given as UTF-8 bytes exactly as its text, a large one in a chunk of its own', () => {
    const texts = [receipt(1), receipt(2, CHUNK_BYTES), receipt(3)];
    const bytes = texts.map((doc) => ({ ...doc, body: Buffer.from(doc.body as string, 'utf8') }));
    const chunks = envelopeChunks('[', bytes, ']');
    expect(Buffer.concat(chunks).toString('utf8')).toBe(joined('[', texts, ']'));
    expect(chunks.every((chunk) => chunk.length <= Buffer.byteLength(envelopeText(texts[1]!))));
    expect(Buffer.concat(envelopeChunks('[', bytes.slice(0, 1), ']')).toString()).toBe(
      joined('[', texts.slice(0, 1), ']'),
    );
  });

  it('writes a lone prefix and suffix with no documents', () => {
    expect(Buffer.concat(envelopeChunks('[', [], ']')).toString()).toBe('[]');
  });

  it('fills a chunk to its last byte before starting the next', () => {
    const writer = new ChunkWriter(8);
    writer.write('abcdef');
    writer.writeByte(0x2c);
    writer.write('gh');
    writer.write('ij');
    expect(writer.take().map((chunk) => chunk.toString())).toEqual(['abcdef,', 'ghij']);
  });

  it('copies bytes into the chunk in hand while they fit, else into the next', () => {
    const writer = new ChunkWriter(8);
    writer.write('ab');
    writer.writeBytes(Buffer.from('cdef'));
    writer.writeBytes(Buffer.from('ghi'));
    writer.writeBytes(Buffer.from('0123456789'));
    expect(writer.take().map((chunk) => chunk.toString())).toEqual(['abcdef', 'ghi', '0123456789']);
  });
});

describe('envelopeArrayStream', () => {
  it('streams the batches as one JSON array, empty batches skipped', async () => {
    const batches = [[receipt(1), receipt(2)], [], [receipt(3)]];
    const chunks = await readAll(envelopeArrayStream(batchesOf(batches, { count: 0 })));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text).toBe(joined('[', batches.flat(), ']'));
    expect(JSON.parse(text)).toHaveLength(3);
  });

  it('streams no documents as an empty array', async () => {
    const chunks = await readAll(envelopeArrayStream(batchesOf([], { count: 0 })));
    expect(Buffer.concat(chunks).toString()).toBe('[]');
  });

  it('asks for the next batch only once every chunk of the last is taken', async () => {
    const batch = () => Array.from({ length: 300 }, (_, i) => receipt(i + 1));
    const asked = { count: 0 };
    const reader = envelopeArrayStream(batchesOf([batch(), batch(), batch()], asked)).getReader();
    const perBatch = envelopeChunks('[', batch()).length;
    expect(perBatch).toBeGreaterThan(2);
    // While any chunk of the first batch waits in the queue, the store is not asked again.
    for (let i = 0; i < perBatch - 1; i++) {
      const { value } = await reader.read();
      expect(value!.length).toBeLessThanOrEqual(CHUNK_BYTES);
      expect(asked.count).toBe(1);
    }
    await reader.read();
    await reader.read();
    expect(asked.count).toBe(2);
    await reader.cancel();
  });
});
