import 'server-only';
import { driveWindow, loadRange, rememberRegister } from '@/lib/documents/server';
import { EnvError, getEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { BoundedCache } from '@/lib/process/bounded-cache';
import { processShared } from '@/lib/process/shared';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { connectionOf } from '@/lib/ofd/connections';
import { OfdError, OutsidePermissionWindowError } from '@/lib/ofd/errors';
import { listsEveryDocument } from '@/lib/ofd/lists-every-document';
import type { RegisterView, OrganizationView } from '@/lib/ofd/views';
import { assessRegister } from '../assess';
import { zoneOfAddress } from '@/lib/dates/regions';
import { scanEnd, scanPeriod, toHealthDocument, type ScanPeriod } from '../scan';
import type { HealthRow } from '../types';
import { keepScan, reusableScan, scanFingerprint, type ScanResult } from './recent-scans';

// One register's health, computed from its record and the week up to its last document, read
// through the documents engine's day cache (finished days are never fetched twice). Each result is
// kept for HEALTH_CACHE_TTL_MS, so the board, the register page and the metrics share one sweep.

const MAX_ENTRIES = 5000;
// Process-shared: the sweep at start runs in instrumentation's bundle, the board's pages and
// routes in others, each with its own copy of this module; the cache must be one (docs/health.md).
const recent = processShared(
  'health.register-health',
  () =>
    new BoundedCache<string, Promise<HealthRow>>({
      max: MAX_ENTRIES,
      ttlMs: () => getEnv().healthCacheTtlMs,
    }),
);

export function registerHealth(
  organization: OrganizationView,
  register: RegisterView,
  now: number = Date.now(),
): Promise<HealthRow> {
  const key = `${organization.id}/${register.regNumber}`;
  const hit = recent.get(key, now);
  if (hit) return hit;
  const value = computeHealth(organization, register, now);
  recent.set(key, value, now);
  value.catch(() => recent.delete(key));
  return value;
}

async function computeHealth(
  organization: OrganizationView,
  register: RegisterView,
  now: number,
): Promise<HealthRow> {
  const drive = register.fiscalDrive?.fiscalDriveNumber ?? null;
  const zone = zoneOfAddress(register.address);
  const last = scanEnd(register.lastDocumentTimestamp, zone.utcOffset, now);
  const scan = drive ? scanPeriod(last, driveWindow(register, drive)) : null;
  const read = drive && scan ? await readScan(organization, register, drive, scan, now) : null;
  const { documents, scannedFrom } = read ?? { documents: [], scannedFrom: null };
  const incomplete = read?.incomplete ?? false;
  const health = assessRegister({
    now,
    register: {
      organizationId: organization.id,
      regNumber: register.regNumber,
      address: register.address,
      permissionFrom: register.permissionFrom,
      permissionTo: register.permissionTo,
      fiscalDrives: register.fiscalDrives,
      currentDrive: drive,
      lastDocumentTimestamp: register.lastDocumentTimestamp,
      listsEveryDocument: listsEveryDocument(connectionOf(getEnv().connections, organization.id)),
    },
    documents,
    scannedFrom,
    settings: { silentHours: getEnv().healthSilentHours },
  });
  return {
    ...health,
    organizationName: organization.shortName || organization.fullName,
    ...(organization.operator === undefined ? {} : { operator: organization.operator }),
    name: register.name,
    salesPointName: register.salesPointName,
    address: register.address,
    utcOffset: zone.utcOffset,
    offsetAssumed: zone.assumed,
    ...(incomplete ? { incomplete } : {}),
  };
}

/** The documents of the scanned days: the last read again while nothing new has come (recent-scans.ts). */
async function readScan(
  organization: OrganizationView,
  register: RegisterView,
  drive: string,
  scan: ScanPeriod,
  now: number,
): Promise<ScanResult & { incomplete: boolean }> {
  const key = `${organization.id}/${register.regNumber}`;
  const fingerprint = scanFingerprint(register.lastDocumentTimestamp, drive, scan);
  const kept = reusableScan(key, fingerprint, now);
  if (kept) return { ...kept, incomplete: false };
  try {
    const query = { drive, from: scan.from, to: scan.to, limited: false };
    rememberRegister(organization, register);
    const loaded = await loadRange(organization.id, register.regNumber, query);
    const result = {
      documents: loaded.documents.map((doc) => toHealthDocument(doc, drive)),
      scannedFrom: loaded.range.from > scan.scannedFrom ? loaded.range.from : scan.scannedFrom,
    };
    keepScan(key, fingerprint, now, result);
    return { ...result, incomplete: false };
  } catch (error) {
    // A window that closed meanwhile simply leaves nothing to read; any other failure is shown
    // as an incomplete row rather than failing the whole board.
    if (error instanceof OutsidePermissionWindowError) {
      return { documents: [], scannedFrom: null, incomplete: false };
    }
    logEvent('warn', 'health.scan-failed', {
      reason: failureKind(error),
      correlationId: currentCorrelationId(),
    });
    return { documents: [], scannedFrom: null, incomplete: true };
  }
}

/** What a log line may say about a failure: the operator error's kind (class names are minified). */
export function failureKind(error: unknown): string {
  if (error instanceof OfdError) return error.kind;
  return error instanceof EnvError ? 'configuration' : 'internal';
}
