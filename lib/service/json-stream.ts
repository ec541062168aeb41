import { envelopeHead, envelopeText } from './shapes';
import type { StoredDocument } from './store/types';

// Streams a JSON array of document envelopes batch by batch. pull() asks the store for the next
// batch only when the consumer has taken the previous one, so memory stays bounded by one batch
// whatever the period's size, and a client that disconnects stops the reading (cancel).
//
// A batch is written as UTF-8 bytes envelope by envelope into chunks of about CHUNK_BYTES, never
// joined into one string first: a joined batch (1.3 MB of text, twice that as a JS string since
// receipts carry Cyrillic) goes straight to V8's large-object space and stays there until a full
// collection, which in the app's large heap came late: a month's stream left 90–240 MB above idle
// (docs/benchmarks.md, "The service's memory while streaming the month"). Each envelope's string
// is small and dies young; the bytes live outside the JS heap, in chunks small enough to be freed
// one by one as the socket takes them.

/** Bytes per chunk written: well under V8's large-object threshold, a few socket writes each. */
export const CHUNK_BYTES = 64 * 1024;

const COMMA = 0x2c;
const CLOSE_BRACE = 0x7d;

/** A chunk owns its memory (never a slice of Node's shared pool), so it can go to a Blob too. */
type Chunk = Buffer<ArrayBuffer>;

/** Writes strings as UTF-8 into chunks of about `size` bytes; `take()` hands over the full ones. */
export class ChunkWriter {
  private chunks: Chunk[] = [];
  private current: Chunk | null = null;
  private at = 0;

  constructor(private readonly size = CHUNK_BYTES) {}

  write(text: string): void {
    const length = Buffer.byteLength(text);
    if (!this.current || this.at + length > this.current.length) {
      this.seal();
      // A text longer than a chunk (a document of several hundred kB) gets a chunk of its own size.
      this.current = Buffer.allocUnsafeSlow(Math.max(this.size, length));
    }
    this.at += this.current.write(text, this.at);
  }

  /** Bytes already encoded (a body as stored), copied in as they are. */
  writeBytes(bytes: Uint8Array): void {
    if (!this.current || this.at + bytes.byteLength > this.current.length) {
      this.seal();
      this.current = Buffer.allocUnsafeSlow(Math.max(this.size, bytes.byteLength));
    }
    this.current.set(bytes, this.at);
    this.at += bytes.byteLength;
  }

  /** One byte, for the separators (no string made for it). */
  writeByte(byte: number): void {
    if (!this.current || this.at === this.current.length) {
      this.seal();
      this.current = Buffer.allocUnsafeSlow(this.size);
    }
    this.current[this.at++] = byte;
  }

  /** Every chunk written so far, the last one cut to its length. */
  take(): Chunk[] {
    this.seal();
    const chunks = this.chunks;
    this.chunks = [];
    return chunks;
  }

  private seal(): void {
    if (this.current && this.at > 0) this.chunks.push(this.current.subarray(0, this.at) as Chunk);
    this.current = null;
    this.at = 0;
  }
}

/** The envelopes of `documents`, comma-separated, after `prefix` and before `suffix`, as chunks. */
export function envelopeChunks(
  prefix: string,
  documents: readonly StoredDocument[],
  suffix = '',
): Chunk[] {
  const writer = new ChunkWriter();
  writer.write(prefix);
  documents.forEach((doc, i) => {
    if (i > 0) writer.writeByte(COMMA);
    if (typeof doc.body === 'string') return writer.write(envelopeText(doc));
    // Bytes from the store go out as they came: never decoded to a string and encoded again.
    writer.write(envelopeHead(doc));
    writer.writeBytes(doc.body);
    writer.writeByte(CLOSE_BRACE);
  });
  if (suffix) writer.write(suffix);
  return writer.take();
}

export function envelopeArrayStream(
  batches: AsyncIterator<StoredDocument[]>,
): ReadableStream<Uint8Array> {
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let next = await batches.next();
        while (!next.done && next.value.length === 0) next = await batches.next();
        if (next.done) {
          controller.enqueue(new TextEncoder().encode(started ? ']' : '[]'));
          controller.close();
          return;
        }
        // The whole batch is written at once, so its documents die here, young; the queue then
        // holds its chunks, and pull() is not called again until the consumer has taken them all.
        for (const chunk of envelopeChunks(started ? ',' : '[', next.value)) {
          controller.enqueue(chunk);
        }
        started = true;
      },
      async cancel() {
        await batches.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
