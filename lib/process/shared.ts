// Process-wide state has one home. Next bundles instrumentation, each route and each page apart,
// and each bundle holds its own copy of a module: a Map declared at a module's top level is one
// per bundle, so the sweep at start would warm a cache the pages never read. A value kept here
// lives on globalThis under a registered symbol, which every copy of every module finds, and
// which dev hot reload keeps too.

const PREFIX = 'ofd-console.';

type Holder = Record<symbol, unknown>;

/**
 * The one value of this process under `key`, created by `create` the first time any bundle asks.
 * Every caller with the same key must mean the same type: the key is the contract.
 */
export function processShared<T>(key: string, create: () => T): T {
  const holder = globalThis as Holder;
  const symbol = Symbol.for(PREFIX + key);
  if (!(symbol in holder)) holder[symbol] = create();
  return holder[symbol] as T;
}

/** The value under `key` if any bundle set or created one, without creating it. */
export function peekProcessShared<T>(key: string): T | undefined {
  return (globalThis as Holder)[Symbol.for(PREFIX + key)] as T | undefined;
}

/** Replaces the value under `key` (a setting found at start, the copy that serves documents). */
export function setProcessShared<T>(key: string, value: T): void {
  (globalThis as Holder)[Symbol.for(PREFIX + key)] = value;
}

/** Drops the value under `key`: the next caller creates it again, as a fresh process would. */
export function forgetProcessShared(key: string): void {
  delete (globalThis as Holder)[Symbol.for(PREFIX + key)];
}
