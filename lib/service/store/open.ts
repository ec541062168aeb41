import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { Store } from './types';

// Where the built-in service keeps its data: a PostgreSQL database when DATABASE_URL names one,
// else a SQLite file in the data directory (the default that needs no server).

export type StoreLocation = { databaseUrl: string } | { dataDir: string };

export async function openStore(location: StoreLocation): Promise<Store> {
  return 'databaseUrl' in location
    ? openPostgresStore(location.databaseUrl)
    : openSqliteStore(location.dataDir);
}

/** For logs and messages: never the URL itself, which may carry a password. */
export function describeLocation(location: StoreLocation): string {
  if ('dataDir' in location) return location.dataDir;
  const url = new URL(location.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
