/** A part of a catalog: a namespace ("Documents") or a part of one ("Common.language"). */
export type MessagePath = string;

type Catalog = Record<string, unknown>;

/**
 * The parts of a catalog that `paths` name, nested as in the catalog, for a client provider that
 * ships only what its route's client components translate (docs/conventions.md, "Messages").
 * A path the catalog lacks is an error here, not a raw key on a page later.
 */
export function pickMessages(catalog: Catalog, paths: readonly MessagePath[]): Catalog {
  const picked: Catalog = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = catalog;
    let into = picked;
    keys.forEach((key, i) => {
      from = (from as Catalog | undefined)?.[key];
      if (from === undefined) throw new Error(`pickMessages: no messages at "${path}"`);
      if (i === keys.length - 1) into[key] = from;
      else into = (into[key] ??= {}) as Catalog;
    });
  }
  return picked;
}
