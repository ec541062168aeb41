import 'server-only';
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

type Kept = { fingerprint: string; at: number; value: ScanResult };
// On globalThis, like the health cache (register-health.ts): one for every bundle of the server.
const KEY = Symbol.for('ofd-console.health-scans');
const holder = globalThis as { [KEY]?: Map<string, Kept> };
const recent = (holder[KEY] ??= new Map());

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
  const hit = recent.get(register);
  if (!hit || hit.fingerprint !== fingerprint || now - hit.at >= SCAN_REUSE_MS) return undefined;
  return hit.value;
}

export function keepScan(register: string, fingerprint: string, now: number, value: ScanResult) {
  recent.delete(register);
  recent.set(register, { fingerprint, at: now, value });
  if (recent.size > MAX_ENTRIES) recent.delete(recent.keys().next().value!);
}
