import 'server-only';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import type { HealthDocument } from '../input';
import type { ScanPeriod } from '../scan';

// The documents each register's health was last judged on, kept with what its record said then.
// A register sends its documents in FD order, so the register list's `lastDocumentTimestamp`
// moves whenever anything new reaches the operator: while it (and the scanned days, which follow
// from it and the window) is unchanged, the days hold the same documents and are not read again;
// the health is simply assessed anew at the new "now" (docs/health.md, "What is read"). A register
// that sent something since, or a scan older than SCAN_REUSE_MS, is read as before.

export const SCAN_REUSE_MS = 10 * 60_000;
const MAX_ENTRIES = 5000;

export type ScanResult = { documents: HealthDocument[]; scannedFrom: string | null };

type Kept = { fingerprint: string; value: ScanResult };
// Process-shared, like the health cache (register-health.ts): one for every bundle of the server.
const recent = processShared(
  'health.recent-scans',
  () => new BoundedCache<string, Kept>({ max: MAX_ENTRIES, ttlMs: SCAN_REUSE_MS }),
);

/** What must stay the same for the last read to stand for a new one. */
export function scanFingerprint(
  lastDocumentTimestamp: string | null,
  drive: string,
  scan: ScanPeriod,
): string {
  return [lastDocumentTimestamp, drive, scan.from, scan.to, scan.scannedFrom].join('|');
}

export function reusableScan(
  register: string,
  fingerprint: string,
  now: number,
): ScanResult | undefined {
  const hit = recent.get(register, now);
  return hit?.fingerprint === fingerprint ? hit.value : undefined;
}

export function keepScan(register: string, fingerprint: string, now: number, value: ScanResult) {
  recent.set(register, { fingerprint, value }, now);
}
