import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processShared } from '@/lib/process/shared';

// One id per dashboard request (an API call or a page render), carried to every upstream call it
// makes, to every log line and to the problem+json the person sees, so support can join them.

// One store for the process: each bundle holds its own copy of this module, and an operator call
// made by another copy's code must still carry the id the route bound (lib/process/shared.ts).
const storage = processShared('ofd.correlation', () => new AsyncLocalStorage<string>());

export function newCorrelationId(): string {
  return randomUUID();
}

export function runWithCorrelationId<T>(id: string, fn: () => T): T {
  return storage.run(id, fn);
}

/** The id of the request being served, if any. */
export function currentCorrelationId(): string | undefined {
  return storage.getStore();
}
