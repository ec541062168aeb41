import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

// One id per dashboard request (an API call or a page render), carried to every upstream call it
// makes, to every log line and to the problem+json the person sees, so support can join them.

const storage = new AsyncLocalStorage<string>();

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
