import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';

// The audit trail: append-only (the table refuses UPDATE and DELETE, lib/auth/server/migrations.ts).
// Entries name who did what to whom; `details` never holds a password, a session token or an
// operator credential: callers pass only the fields listed in AuditDetails. Read by the settings
// page through ./audit-log.ts.

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'export',
  'export-refused',
  'person-created',
  'person-role-changed',
  'person-grants-changed',
  'person-disabled',
  'person-enabled',
  'person-password-set',
  'alert-acknowledged',
  'alert-snoozed',
  'alert-rule-created',
  'alert-rule-deleted',
  'alert-rule-tested',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditDetails = {
  role?: string;
  orgIds?: string[];
  orgId?: string;
  rnm?: string;
  drive?: string;
  from?: string;
  to?: string;
  rows?: number;
  format?: string;
  via?: 'cli' | 'web';
  reason?: string;
  /** Why a person quieted an alert, in their words (a snooze's note). */
  note?: string;
  /** An alert rule's id and channel; a test send's outcome (`sent`, `failed`). */
  ruleId?: string;
  channel?: string;
  outcome?: string;
  /** A refused request's answer (403, 404). */
  status?: number;
};

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  subject?: string | null;
  clientAddress?: string | null;
  details?: AuditDetails;
};

export async function recordAudit(db: AppDatabase, entry: AuditEntry): Promise<void> {
  await db.run(
    'INSERT INTO audit_event (at, action, actor_id, actor_email, subject, client_address, details) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      new Date().toISOString(),
      entry.action,
      entry.actorId ?? null,
      entry.actorEmail ?? null,
      entry.subject ?? null,
      entry.clientAddress ?? null,
      JSON.stringify(entry.details ?? {}),
    ],
  );
}
