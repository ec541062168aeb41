import { statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// Shared bits of the service CLI. The CLI reads OFD_DATA_DIR itself: lib/env is the app's.

export function dataDirOf(flag: string | undefined): string {
  return path.resolve(flag ?? process.env.OFD_DATA_DIR ?? '.data');
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

export class UsageError extends Error {
  override name = 'UsageError';
}
