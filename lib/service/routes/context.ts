import type { Principal, Store } from '../store/types';

/** What a route gets: the authenticated caller, the store, the URL and the path parameters. */
export type RouteContext = {
  store: Store;
  who: Principal;
  url: URL;
  params: Record<string, string>;
  now: Date;
  /** The caller is in-process, reading the mirror's copy: organization ids are the operator's. */
  operatorIds?: boolean;
};

export type Route = (ctx: RouteContext) => Promise<Response>;

export function param(ctx: RouteContext, name: string): string {
  const value = ctx.params[name];
  if (value === undefined) throw new Error(`route parameter ${name} is not in the pattern`);
  return value;
}
