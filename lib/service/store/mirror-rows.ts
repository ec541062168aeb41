import { MIRROR_PRINCIPAL, MIRROR_SQL } from './mirror-ddl';
import { createHash } from 'node:crypto';
import type { MirrorCursor, MirrorRegistry, MirrorStatus, MirrorUnreadable } from './mirror-types';
import type { IngestDocument, IngestOutcome } from './types';

// The mirror's writes as (SQL, parameters) pairs, built once for both engines
// (sqlite-mirror.ts, postgres-mirror.ts), so that they cannot drift apart.

export type Statement = [sql: string, params: (string | number | null)[]];

export function registryStatements({ organizations, cashboxes }: MirrorRegistry): Statement[] {
  const { apiKey, userId, name } = MIRROR_PRINCIPAL;
  const out: Statement[] = [[MIRROR_SQL.integrator, [apiKey, name]]];
  for (const o of organizations) {
    out.push([MIRROR_SQL.organization, [o.id, o.inn, o.kpp, o.ogrn, o.shortName, o.fullName]]);
    out.push([MIRROR_SQL.organizationGrant, [apiKey, userId, o.id]]);
  }
  for (const c of cashboxes) {
    out.push([
      MIRROR_SQL.cashbox,
      [c.regNumber, c.organizationId, c.serialNumber, c.name, c.modelName, c.kpp, c.salesPointName],
    ]);
    for (const a of c.addresses)
      out.push([MIRROR_SQL.address, [c.regNumber, a.startDate, a.address]]);
    for (const d of c.fiscalDrives) {
      out.push([MIRROR_SQL.drive, [d.fiscalDriveNumber, c.regNumber, d.installedAt]]);
    }
    out.push([
      MIRROR_SQL.cashboxGrant,
      [apiKey, userId, c.organizationId, c.regNumber, c.permissionFrom, c.permissionTo],
    ]);
  }
  return out;
}

export function statusParams(s: MirrorStatus): Statement[1] {
  return [
    s.regNumber,
    s.organizationId,
    s.state,
    s.syncedUpToUtc,
    s.lastAttemptUtc,
    s.lastDocument,
    s.documents,
    s.conflicts,
    s.gaps,
    s.unreadable,
    s.error,
  ];
}

/** Counts arrive as bigint text from PostgreSQL and as numbers from SQLite. */
export function toStatus(row: Record<string, unknown>): MirrorStatus {
  return {
    ...(row as MirrorStatus),
    documents: Number(row.documents),
    conflicts: Number(row.conflicts),
    gaps: Number(row.gaps),
    unreadable: Number(row.unreadable ?? 0),
  };
}

/** Counts and FD numbers arrive as bigint text from PostgreSQL. */
export function toUnreadable(row: Record<string, unknown>): MirrorUnreadable {
  const fd = row.fdNumber;
  return { ...(row as MirrorUnreadable), fdNumber: fd === null ? null : Number(fd) };
}

/** One upsert per unreadable document, keyed by its register and raw text (mirror-ddl.ts). */
export function unreadableStatements(records: MirrorUnreadable[], now: string): Statement[] {
  return records.map((r) => [
    MIRROR_SQL.unreadable,
    [
      createHash('sha256')
        .update(`${r.regNumber ?? ''}\n${r.raw}`)
        .digest('hex'),
      r.regNumber,
      r.type,
      r.fiscalDriveNumber,
      r.fdNumber,
      r.dateTime,
      r.reason,
      r.raw,
      r.firstSeenUtc,
      now,
    ],
  ]);
}

/**
 * What the mirror records beside a batch it has stored, in the batch's transaction: a row per
 * conflicting document, and for a page the operator's cursor after it.
 */
export function batchStatements(
  documents: IngestDocument[],
  outcomes: IngestOutcome[],
  now: string,
  after?: MirrorCursor,
): Statement[] {
  const out = conflictStatements(documents, outcomes, now);
  if (after) out.push([MIRROR_SQL.cursor, [after.regNumber, after.periodFrom, after.cursor, now]]);
  return out;
}

/** One row per conflicting document of a batch: imports report them, the mirror keeps them. */
function conflictStatements(
  documents: IngestDocument[],
  outcomes: IngestOutcome[],
  now: string,
): Statement[] {
  const out: Statement[] = [];
  outcomes.forEach((outcome, i) => {
    const doc = documents[i];
    if (outcome.status !== 'conflict' || !doc) return;
    out.push([
      MIRROR_SQL.conflict,
      [
        doc.fiscalDriveNumber,
        doc.fdNumber,
        doc.regNumber,
        outcome.storedHash,
        outcome.incomingHash,
        now,
      ],
    ]);
  });
  return out;
}
