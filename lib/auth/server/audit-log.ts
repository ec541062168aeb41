import 'server-only';
import { z } from 'zod';
import { parseTypedDate } from '@/lib/dates/parse-input';
import type { AppDatabase } from '@/lib/app-database/database';
import { AUDIT_ACTIONS, type AuditAction, type AuditDetails } from './audit';

// Reading the audit trail (./audit.ts writes it): the settings page's filter and its newest rows.
// Apart from the writing, which every request's sign-in and export reach.

/**
 * A day as people type it in the filter form (1.11.26, 01.11.2026, 2026-11-01: the forms
 * lib/dates/parse-input.ts reads), as yyyy-mm-dd; a day that does not read is no filter, and the
 * form says so (components/people/audit-filters.server.tsx).
 */
const typedDay = () =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((text) => {
      const parsed = text?.trim() ? parseTypedDate(text) : null;
      return parsed?.ok ? parsed.date : undefined;
    });

export const auditFilterSchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  who: z.string().trim().max(254).optional().catch(undefined),
  from: typedDay(),
  to: typedDay(),
});
export type AuditFilter = Partial<z.output<typeof auditFilterSchema>>;

export type AuditRow = {
  id: number;
  at: string;
  action: AuditAction;
  actorEmail: string | null;
  subject: string | null;
  clientAddress: string | null;
  details: AuditDetails;
};

export async function listAudit(db: AppDatabase, filter: AuditFilter, limit = 200) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };
  if (filter.action) add('action = ?', filter.action);
  if (filter.who)
    // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
    add(
      '(lower(actor_email) LIKE lower(?) OR lower(subject) LIKE lower(?))',
      `%${filter.who}%`,
      `%${filter.who}%`,
    );
  if (filter.from) add('at >= ?', `${filter.from}T00:00:00.000Z`);
  if (filter.to) add('at <= ?', `${filter.to}T23:59:59.999Z`);
  const rows = await db.all<Record<string, unknown>>(
    `SELECT id, at, action, actor_email, subject, client_address, details FROM audit_event
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ?`,
    [...params, limit],
  );
  return rows.map((row): AuditRow => ({
    id: Number(row.id),
    at: String(row.at),
    action: row.action as AuditAction,
    actorEmail: (row.actor_email as string | null) ?? null,
    subject: (row.subject as string | null) ?? null,
    clientAddress: (row.client_address as string | null) ?? null,
    details: JSON.parse(String(row.details)) as AuditDetails,
  }));
}
