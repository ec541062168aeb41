import 'server-only';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { getEnv } from '@/lib/env';
import type { FromWorker, ToWorker } from './day-parser.worker';
import { parseThreads } from './parse-threads';
import { createDayReader, type DayJob, type DayResult } from './day-reader';
import { JsonArrayStreamError } from '@/lib/ofd/json-array-stream';
import { processShared } from '@/lib/process/shared';

// Reading a busy month is ~130 MB of JSON to split, parse and check. With the built-in service the
// same process also produces those bytes, so the parsing runs on a worker thread (one per spare
// core): the service and the parser then work in parallel, and the event loop stays free for other
// requests. With an operator elsewhere days are read on the main thread (parse-threads.ts says
// why), as they are where no worker can start.

type Pending = { resolve: (r: DayResult) => void; reject: (e: unknown) => void };
type Slot = { worker: Worker; pending: Map<number, Pending> };

// Process-shared: one pool of parser threads for the process, not one per bundle's copy of this
// module (each would start its own threads on the same cores).
const pool = () =>
  processShared<{ slots?: Slot[]; nextId: number }>('documents.parse-pool', () => ({ nextId: 1 }));

function startSlot(): Slot | undefined {
  try {
    const worker = new Worker(new URL('./day-parser.worker.ts', import.meta.url));
    worker.unref();
    const slot: Slot = { worker, pending: new Map() };
    worker.on('message', (message: FromWorker) => {
      const pending = slot.pending.get(message.id);
      if (!pending) return;
      slot.pending.delete(message.id);
      if (message.ok) pending.resolve(message.result);
      else
        pending.reject(
          message.notJson
            ? new JsonArrayStreamError(message.message, 0)
            : new Error(message.message),
        );
    });
    const die = (error: unknown) => {
      const shared = pool();
      shared.slots = shared.slots?.filter((s) => s !== slot);
      for (const p of slot.pending.values()) p.reject(error);
      slot.pending.clear();
    };
    worker.on('error', die);
    worker.on('exit', () => die(new Error('the parser thread exited')));
    return slot;
  } catch {
    return undefined;
  }
}

function pickSlot(): Slot | undefined {
  const shared = pool();
  if (!shared.slots) {
    const size = parseThreads(getEnv(), availableParallelism());
    shared.slots = Array.from({ length: size }, startSlot).filter(
      (s): s is Slot => s !== undefined,
    );
  }
  return shared.slots.reduce<Slot | undefined>(
    (best, s) => (!best || s.pending.size < best.pending.size ? s : best),
    undefined,
  );
}

async function readInline(job: DayJob, body: AsyncIterable<Uint8Array>): Promise<DayResult> {
  const reader = createDayReader(job);
  for await (const bytes of body) reader.push(bytes);
  return reader.end();
}

/** Reads one day's body into cached documents, on a parser thread when one is available. */
export async function readDay(job: DayJob, body: AsyncIterable<Uint8Array>): Promise<DayResult> {
  const slot = pickSlot();
  if (!slot) return readInline(job, body);
  const id = pool().nextId++;
  const post = (message: ToWorker, transfer: ArrayBuffer[] = []) =>
    slot.worker.postMessage(message, transfer);
  const result = new Promise<DayResult>((resolve, reject) =>
    slot.pending.set(id, { resolve, reject }),
  );
  post({ op: 'start', id, job });
  try {
    for await (const bytes of body) {
      // A chunk that owns its whole buffer moves to the parser without a copy; one that shares a
      // buffer with others (a pooled allocation) is copied.
      const owns = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
      post({ op: 'chunk', id, bytes }, owns ? [bytes.buffer as ArrayBuffer] : []);
    }
  } catch (error) {
    slot.pending.delete(id);
    post({ op: 'cancel', id });
    throw error;
  }
  post({ op: 'end', id });
  return result;
}
