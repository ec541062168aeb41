'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { readKey, writeKey, type History, type UrlParser } from './url-parsers';

// A page's state in its address, so a view can be shared and Back/Forward walk through it: each
// key read through its parser (url-parsers.ts) from `useSearchParams`, and changes written back
// with the History API, which Next's router follows (the page re-renders with the new address,
// no server round trip), or through the router when the server must render anew
// (`shallow: false`). Every change made in one tick, from any component, becomes one address
// update: one history entry per deliberate change. This replaces nuqs, whose adapter and parsers
// weighed ~6 kB on every page (docs/benchmarks.md).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key has its own value type
type Parsers = Record<string, UrlParser<any>>;

/** A key's value: its type, or null when the key has no default and is absent. */
export type UrlValue<P> = P extends { defaultValue: infer T }
  ? T
  : P extends UrlParser<infer T>
    ? T | null
    : never;

export type UrlValues<P extends Parsers> = { [K in keyof P]: UrlValue<P[K]> };

export type UrlPatch<P extends Parsers> = { [K in keyof P]?: UrlValues<P>[K] | null };

export type UrlStateOptions = {
  /** Default 'replace', as before: a key or a change that means a new view asks for 'push'. */
  history?: History;
  /** false: the server renders the page again for the new address. Default true. */
  shallow?: boolean;
  scroll?: boolean;
};

type Batch = {
  changes: Map<string, string | null>;
  push: boolean;
  shallow: boolean;
  scroll: boolean;
  router: ReturnType<typeof useRouter>;
  done: Promise<void>;
};
let batch: Batch | null = null;

/** The address after `changes` (null: remove the key), or null when it stays the same. */
export function addressWith(
  location: { pathname: string; search: string; hash: string },
  changes: ReadonlyMap<string, string | null>,
): string | null {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of changes) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  const url = `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
  return url === `${location.pathname}${location.search}${location.hash}` ? null : url;
}

function flush() {
  const current = batch;
  batch = null;
  const url = current && addressWith(window.location, current.changes);
  if (!current || !url) return;
  const { router, push, shallow, scroll } = current;
  if (shallow) window.history[push ? 'pushState' : 'replaceState'](null, '', url);
  else if (push) router.push(url, { scroll });
  else router.replace(url, { scroll });
}

export function useUrlStates<P extends Parsers>(
  parsers: P,
  options: UrlStateOptions & { urlKeys?: Partial<Record<keyof P, string>> } = {},
) {
  const search = useSearchParams();
  const router = useRouter();
  const { urlKeys, history = 'replace', shallow = true, scroll = false } = options;
  const keyOf = useCallback((name: string) => urlKeys?.[name] ?? name, [urlKeys]);
  // What this hook wrote and the router has not shown yet: read at once, so a controlled input
  // (a checkbox) shows its new state on the click itself, not a tick later. It lapses as soon as
  // the address changes.
  const [written, setWritten] = useState<{ base: string; changes: Map<string, string | null> }>();
  // Once the address has moved on, the write is done: forget it, so that Back to the old address
  // later reads that address, not the write (state derived during render, as React advises).
  if (written && written.base !== search.toString()) setWritten(undefined);
  const pending = written?.base === search.toString() ? written.changes : undefined;
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(parsers).map(([name, parser]) => {
          const key = keyOf(name);
          const raw = pending?.has(key) ? pending.get(key)! : search.get(key);
          return [name, readKey(parser, raw)];
        }),
      ) as UrlValues<P>,
    [parsers, search, keyOf, pending],
  );
  const set = useCallback(
    (patch: UrlPatch<P> | null, override: { history?: History } = {}): Promise<void> => {
      batch ??= {
        changes: new Map(),
        push: false,
        shallow,
        scroll,
        router,
        done: Promise.resolve().then(flush),
      };
      const mine = new Map<string, string | null>();
      for (const [name, parser] of Object.entries(parsers)) {
        const value = patch === null ? null : patch[name];
        if (value === undefined) continue;
        mine.set(keyOf(name), writeKey(parser, value));
        if ((override.history ?? parser.history ?? history) === 'push') batch.push = true;
      }
      for (const [key, value] of mine) batch.changes.set(key, value);
      const base = search.toString();
      setWritten((before) => ({
        base,
        changes: new Map([...(before?.base === base ? before.changes : []), ...mine]),
      }));
      // One change that needs the server makes the whole update go through the router.
      if (!shallow) batch.shallow = false;
      return batch.done;
    },
    [parsers, keyOf, history, shallow, scroll, router, search],
  );
  return [values, set] as const;
}

/** One key: its value and its setter. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Parsers
export function useUrlState<P extends UrlParser<any>>(
  key: string,
  parser: P,
  options: UrlStateOptions = {},
) {
  const parsers = useMemo(() => ({ [key]: parser }), [key, parser]);
  const [values, setValues] = useUrlStates(parsers, options);
  const set = useCallback(
    (value: UrlValue<P> | null, override?: { history?: History }) =>
      setValues({ [key]: value }, override),
    [key, setValues],
  );
  return [values[key] as UrlValue<P>, set] as const;
}
