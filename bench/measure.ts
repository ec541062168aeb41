import type Database from 'better-sqlite3';
import autocannon from 'autocannon';

// The single measurements: one timed GET, the in-process floor, and a bounded load run.

export type Timed = { ms: number; bytes: number; status: number; text?: string };

/** GETs a URL and reads the whole body; keeps the text only when asked (small answers). */
export async function timedGet(
  url: string,
  headers: Record<string, string> = {},
  keepText = false,
): Promise<Timed> {
  let started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch (error) {
    // A kept-alive connection the server closed as it was reused (ECONNRESET before any answer,
    // seen on a loaded machine): asked once more on a fresh one, timed from the new start.
    if (!(error instanceof TypeError)) throw error;
    started = performance.now();
    response = await fetch(url, { headers });
  }
  let bytes = 0;
  const parts: Uint8Array[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (keepText) parts.push(value);
  }
  const ms = performance.now() - started;
  const text = keepText ? Buffer.concat(parts).toString('utf8') : undefined;
  return { ms, bytes, status: response.status, text };
}

/**
 * The floor: the same rows `tickets` sends, read straight from SQLite and serialised into the same
 * JSON array bytes in this process, with no HTTP, no access checks and no streaming machinery.
 */
export function floor(
  db: Database.Database,
  range: { rnm: string; drive: string; from: string; to: string },
): { ms: number; bytes: number; documents: number } {
  const started = performance.now();
  const rows = db
    .prepare(
      `SELECT type, body FROM documents
       WHERE reg_number = ? AND fiscal_drive_number = ? AND date_time >= ? AND date_time <= ?
       ORDER BY date_time, fd_number`,
    )
    .raw()
    .iterate(range.rnm, range.drive, `${range.from}T00:00:00`, `${range.to}T23:59:59`);
  let bytes = 0;
  let documents = 0;
  let batch: string[] = [];
  let first = true;
  const flush = (last: boolean) => {
    let text = first ? '[' : '';
    if (batch.length > 0) text += (first ? '' : ',') + batch.join(',');
    if (last) text += ']';
    first = false;
    bytes += Buffer.from(text, 'utf8').byteLength;
    batch = [];
  };
  for (const [type, body] of rows as Iterable<[string, string]>) {
    batch.push(`{${JSON.stringify(type)}:${body}}`);
    documents += 1;
    if (batch.length === 1000) flush(false);
  }
  flush(true);
  return { ms: performance.now() - started, bytes, documents };
}

export type Load = { requestsPerSecond: number; latencyP50: number; bytesPerSecond: number };

/** A bounded load run on loopback: a few connections for a few seconds. */
export async function load(
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Load> {
  const result = await autocannon({ url, headers, connections: 4, duration: seconds, timeout: 30 });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load run on ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    bytesPerSecond: result.throughput.average,
  };
}
