// How a page's state is read from and written to its address (lib/urls/use-url-state.ts): one
// parser per query key. A key with a default reads as that default when absent or unreadable, and
// is left out of the address when set to it (so the plain address stays the plain view).

export type History = 'push' | 'replace';

export interface UrlParser<T> {
  parse: (raw: string) => T | null;
  serialize: (value: T) => string;
  eq: (a: T, b: T) => boolean;
  /** Overrides the hook's history mode for changes of this key. */
  history?: History;
  /** Present on a key made with `withDefault`. */
  defaultValue?: T;
  withDefault(value: T): UrlParser<T> & { defaultValue: T };
  withOptions(options: { history?: History }): this;
}

type Spec<T> = {
  parse: (raw: string) => T | null;
  serialize: (value: T) => string;
  eq?: (a: T, b: T) => boolean;
};

export function createParser<T>(spec: Spec<T>): UrlParser<T> {
  const base = { eq: (a: T, b: T) => a === b, ...spec };
  const make = (extra: { history?: History; defaultValue?: T }): UrlParser<T> => ({
    ...base,
    ...extra,
    withDefault: (defaultValue) =>
      make({ ...extra, defaultValue }) as UrlParser<T> & { defaultValue: T },
    withOptions(options) {
      return make({ ...extra, ...options }) as typeof this;
    },
  });
  return make({});
}

export const parseAsString = createParser<string>({ parse: (v) => v, serialize: (v) => v });

export const parseAsInteger = createParser<number>({
  parse: (v) => {
    const n = Number.parseInt(v, 10);
    return Number.isNaN(n) ? null : n;
  },
  serialize: (v) => String(Math.round(v)),
});

export function parseAsStringLiteral<const L extends readonly string[]>(literals: L) {
  return createParser<L[number]>({
    parse: (v) => (literals.includes(v) ? (v as L[number]) : null),
    serialize: (v) => v,
  });
}

/** The value of one key as read from the address. */
export function readKey<T>(parser: UrlParser<T>, raw: string | null): T | null {
  const parsed = raw === null ? null : parser.parse(raw);
  return parsed ?? parser.defaultValue ?? null;
}

/** What the address holds for a new value: its text, or null to leave the key out. */
export function writeKey<T>(parser: UrlParser<T>, value: T | null): string | null {
  if (value === null) return null;
  const { defaultValue } = parser;
  if (defaultValue !== undefined && parser.eq(value, defaultValue)) return null;
  return parser.serialize(value);
}
