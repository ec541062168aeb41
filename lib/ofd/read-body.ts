// Reads a response body chunk by chunk under an idle timer and a size cap, so a stalled or endless
// upstream cannot hold a request (or the heap) forever. `fetch` alone only bounds the headers.

export class BodyIdleTimeout extends Error {
  constructor() {
    super('The response body stalled.');
  }
}

export class BodyTooLarge extends Error {
  constructor() {
    super('The response body exceeded the size limit.');
  }
}

function withIdleTimer<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BodyIdleTimeout()), ms);
  });
  return Promise.race([promise, idle]).finally(() => clearTimeout(timer));
}

export async function readBody(
  body: ReadableStream<Uint8Array> | null,
  { idleTimeoutMs, maxBytes }: { idleTimeoutMs: number; maxBytes: number },
): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await withIdleTimer(reader.read(), idleTimeoutMs);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new BodyTooLarge();
      chunks.push(value);
    }
  } catch (error) {
    // Releases the connection; the pending read (if any) settles on its own.
    reader.cancel().catch(() => {});
    throw error;
  }
  return Buffer.concat(chunks, size);
}

export const INVALID_JSON = Symbol('invalid-json');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** undefined for an empty body, INVALID_JSON for anything that is not UTF-8 JSON (HTML included). */
export function decodeJson(body: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(body);
  } catch {
    return INVALID_JSON;
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}
