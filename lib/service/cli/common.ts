import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StoreLocation } from '../store/open';

// Shared bits of the service CLI. The CLI reads OFD_DATA_DIR and DATABASE_URL itself: lib/env is
// the app's (server-only), and the CLI runs outside the app.

function dataDirOf(flag: string | undefined): string {
  return path.resolve(flag ?? process.env.OFD_DATA_DIR ?? '.data');
}

/** The same choice as the app: DATABASE_URL when set, unless --data-dir asks for a SQLite file. */
export function locationOf(dataDirFlag: string | undefined): StoreLocation {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl && dataDirFlag === undefined
    ? { databaseUrl }
    : { dataDir: dataDirOf(dataDirFlag) };
}

export function stopwatch() {
  const start = performance.now();
  return () => performance.now() - start;
}

export const ms = (value: number) => `${Math.round(value)} ms`;
export const rate = (count: number, elapsed: number) =>
  `${Math.round(count / Math.max(elapsed / 1000, 1e-3)).toLocaleString('en')}/s`;

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function fileExists(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export { UsageError } from '@/lib/cli/run-main';
