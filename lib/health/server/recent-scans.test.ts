import { describe, expect, it } from 'vitest';
import { SCAN_REUSE_MS, keepScan, reusableScan, scanFingerprint } from './recent-scans';

// A register's last read stands for a new one only while its record says nothing new came, the
// scanned days are the same, and the read is recent.

const scan = { from: '2026-03-08', to: '2026-03-10', scannedFrom: '2026-03-08T00:00:00' };
const read = { documents: [], scannedFrom: scan.scannedFrom };

describe('reusing a register’s last scan', () => {
  it('holds while the last document, the drive and the days are unchanged', () => {
    const before = scanFingerprint('2026-03-10T18:00:00', 'D1', scan);
    keepScan('org/1', before, 1000, read);
    expect(reusableScan('org/1', before, 1000 + SCAN_REUSE_MS - 1)).toBe(read);
    expect(reusableScan('org/2', before, 1000)).toBeUndefined();
  });

  it('ends when the register sent something, changed drive or days, or the read aged', () => {
    const before = scanFingerprint('2026-03-10T18:00:00', 'D1', scan);
    keepScan('org/1', before, 1000, read);
    expect(reusableScan('org/1', scanFingerprint('2026-03-10T18:05:00', 'D1', scan), 1000)).toBe(
      undefined,
    );
    expect(reusableScan('org/1', scanFingerprint('2026-03-10T18:00:00', 'D2', scan), 1000)).toBe(
      undefined,
    );
    const later = { ...scan, scannedFrom: '2026-03-09T00:00:00' };
    expect(reusableScan('org/1', scanFingerprint('2026-03-10T18:00:00', 'D1', later), 1000)).toBe(
      undefined,
    );
    expect(reusableScan('org/1', before, 1000 + SCAN_REUSE_MS)).toBeUndefined();
  });
});
