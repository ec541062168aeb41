import 'server-only';
import { driveWindow } from '@/lib/documents/drive-window';
import { loadRange } from '@/lib/documents/engine';
import { rememberRegister } from '@/lib/documents/register';
import { EnvError, getEnv } from '@/lib/env';
import { logEvent } from '@/lib/log';
import { currentCorrelationId } from '@/lib/ofd/correlation';
import { OfdError, OutsidePermissionWindowError } from '@/lib/ofd/errors';
import type { CashboxView, OrganizationView } from '@/lib/ofd/views';
import { assessRegister } from '../assess';
import type { HealthDocument } from '../input';
import { zoneOfAddress } from '@/lib/dates/regions';
import { scanPeriod, toHealthDocument } from '../scan';
import type { HealthRow } from '../types';

// One register's health, computed from its record and the week up to its last document, read
// through the documents engine's day cache (finished days are never fetched twice). Each result is
// kept for HEALTH_CACHE_TTL_MS, so the board, the register page and the metrics share one sweep.

const MAX_ENTRIES = 5000;
const recent = new Map<string, { at: number; value: Promise<HealthRow> }>();

export function registerHealth(
  organization: OrganizationView,
  cashbox: CashboxView,
  now: number = Date.now(),
): Promise<HealthRow> {
  const key = `${organization.id}/${cashbox.regNumber}`;
  const hit = recent.get(key);
  if (hit && now - hit.at < getEnv().healthCacheTtlMs) return hit.value;
  const value = computeHealth(organization, cashbox, now);
  recent.set(key, { at: now, value });
  value.catch(() => recent.delete(key));
  if (recent.size > MAX_ENTRIES) recent.delete(recent.keys().next().value!);
  return value;
}

async function computeHealth(
  organization: OrganizationView,
  cashbox: CashboxView,
  now: number,
): Promise<HealthRow> {
  const drive = cashbox.fiscalDrive?.fiscalDriveNumber ?? null;
  let documents: HealthDocument[] = [];
  let scannedFrom: string | null = null;
  let incomplete = false;
  const scan = drive
    ? scanPeriod(cashbox.lastDocumentTimestamp, driveWindow(cashbox, drive))
    : null;
  if (drive && scan) {
    try {
      const query = { drive, from: scan.from, to: scan.to, limited: false };
      rememberRegister(organization, cashbox);
      const loaded = await loadRange(organization.id, cashbox.regNumber, query);
      documents = loaded.documents.map((doc) => toHealthDocument(doc, drive));
      scannedFrom = loaded.range.from > scan.scannedFrom ? loaded.range.from : scan.scannedFrom;
    } catch (error) {
      // A window that closed meanwhile simply leaves nothing to read; any other failure is shown
      // as an incomplete row rather than failing the whole board.
      if (!(error instanceof OutsidePermissionWindowError)) {
        incomplete = true;
        logEvent('warn', 'health.scan-failed', {
          reason: failureKind(error),
          correlationId: currentCorrelationId(),
        });
      }
    }
  }
  const health = assessRegister({
    now,
    register: {
      organizationId: organization.id,
      regNumber: cashbox.regNumber,
      address: cashbox.address,
      permissionFrom: cashbox.permissionFrom,
      permissionTo: cashbox.permissionTo,
      fiscalDrives: cashbox.fiscalDrives,
      currentDrive: drive,
      lastDocumentTimestamp: cashbox.lastDocumentTimestamp,
    },
    documents,
    scannedFrom,
    settings: { silentHours: getEnv().healthSilentHours },
  });
  const zone = zoneOfAddress(cashbox.address);
  return {
    ...health,
    organizationName: organization.shortName || organization.fullName,
    name: cashbox.name,
    salesPointName: cashbox.salesPointName,
    address: cashbox.address,
    utcOffset: zone.utcOffset,
    offsetAssumed: zone.assumed,
    ...(incomplete ? { incomplete } : {}),
  };
}

/** What a log line may say about a failure: the operator error's kind (class names are minified). */
export function failureKind(error: unknown): string {
  if (error instanceof OfdError) return error.kind;
  return error instanceof EnvError ? 'configuration' : 'internal';
}
