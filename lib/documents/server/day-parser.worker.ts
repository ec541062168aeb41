import { parentPort } from 'node:worker_threads';
import { createDayReader, type DayJob } from './day-reader';
import { JsonArrayStreamError } from '@/lib/ofd/json-array-stream';
import { processShared } from '@/lib/process/shared';

// The parser thread: reads days of `tickets` off the main thread, which in the built-in setup also
// serves them. Messages: start / chunk / end / cancel per job id; the answer is the day's result
// or why it failed (the body is not a JSON array, or something unexpected).

export type ToWorker =
  | { op: 'start'; id: number; job: DayJob }
  | { op: 'chunk'; id: number; bytes: Uint8Array }
  | { op: 'end'; id: number }
  | { op: 'cancel'; id: number };

export type FromWorker =
  | { id: number; ok: true; result: ReturnType<ReturnType<typeof createDayReader>['end']> }
  | { id: number; ok: false; notJson: boolean; message: string };

// The days being read, by request: the worker thread's own (its globalThis is its own too).
const readers = processShared(
  'documents.day-readers',
  () => new Map<number, ReturnType<typeof createDayReader>>(),
);

function fail(id: number, error: unknown) {
  readers.delete(id);
  const notJson = error instanceof JsonArrayStreamError;
  const message = error instanceof Error ? error.message : String(error);
  parentPort!.postMessage({ id, ok: false, notJson, message } satisfies FromWorker);
}

parentPort!.on('message', (message: ToWorker) => {
  const { id } = message;
  try {
    if (message.op === 'start') readers.set(id, createDayReader(message.job));
    else if (message.op === 'cancel') readers.delete(id);
    else {
      const reader = readers.get(id);
      if (!reader) return; // failed or cancelled before
      if (message.op === 'chunk') reader.push(message.bytes);
      else {
        readers.delete(id);
        parentPort!.postMessage({ id, ok: true, result: reader.end() } satisfies FromWorker);
      }
    }
  } catch (error) {
    fail(id, error);
  }
});
