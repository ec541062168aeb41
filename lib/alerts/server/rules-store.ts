import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { textOrNull, type AppDatabase, type Row } from '@/lib/app-database/database';
import type { ReasonCode } from '@/lib/health/types';
import type { RuleInput } from '../rule.schema';
import type { AlertLocale, AlertRule, Channel, Mode } from '../types';

// Alert rules in the app database. A webhook rule gets a secret of its own, returned once by
// createRule and never again: listRules leaves it out, only the sender reads it (ruleSecret).

export type StoredRule = AlertRule & { secret: string | null };

const json = (value: unknown) => (value == null ? null : JSON.stringify(value));

export async function createRule(
  db: AppDatabase,
  userId: string,
  input: RuleInput,
  defaults: { timeZone: string; locale: AlertLocale },
  now = new Date(),
): Promise<{ rule: AlertRule; secret: string | null }> {
  const id = randomUUID();
  const secret = input.channel === 'webhook' ? randomBytes(32).toString('hex') : null;
  await db.run(
    `INSERT INTO alert_rule (id, user_id, channel, target, reasons, min_severity, organization_ids,
      quiet_from, quiet_to, time_zone, locale, mode, daily_at, secret, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      userId,
      input.channel,
      input.target,
      json(input.reasons),
      input.minSeverity,
      json(input.organizationIds),
      input.quietHours?.from ?? null,
      input.quietHours?.to ?? null,
      input.timeZone ?? defaults.timeZone,
      input.locale ?? defaults.locale,
      input.mode,
      input.mode === 'daily' ? (input.dailyAt ?? null) : null,
      secret,
      now.toISOString(),
    ],
  );
  const rule = (await getRule(db, id))!;
  return { rule: publicRule(rule), secret };
}

export async function getRule(db: AppDatabase, id: string): Promise<StoredRule | undefined> {
  const row = await db.get('SELECT * FROM alert_rule WHERE id = ?', [id]);
  return row ? toRule(row) : undefined;
}

/** Every rule (userId undefined) or one person's, oldest first. */
export async function listRules(db: AppDatabase, userId?: string): Promise<StoredRule[]> {
  const rows = userId
    ? await db.all('SELECT * FROM alert_rule WHERE user_id = ? ORDER BY created_at, id', [userId])
    : await db.all('SELECT * FROM alert_rule ORDER BY created_at, id');
  return rows.map(toRule);
}

export async function deleteRule(db: AppDatabase, id: string): Promise<boolean> {
  return (await db.run('DELETE FROM alert_rule WHERE id = ?', [id])).changes > 0;
}

/** The rule without its webhook secret: what every answer and page carries. */
export function publicRule(stored: StoredRule): AlertRule {
  const rule: Partial<StoredRule> = { ...stored };
  delete rule.secret;
  return rule as AlertRule;
}

function toRule(row: Row): StoredRule {
  const list = (v: unknown) => (v == null ? null : (JSON.parse(String(v)) as string[]));
  return {
    id: String(row.id),
    userId: String(row.user_id),
    channel: row.channel as Channel,
    target: String(row.target),
    reasons: list(row.reasons) as ReasonCode[] | null,
    minSeverity: row.min_severity as AlertRule['minSeverity'],
    organizationIds: list(row.organization_ids),
    quietHours:
      row.quiet_from && row.quiet_to
        ? { from: String(row.quiet_from), to: String(row.quiet_to) }
        : null,
    timeZone: String(row.time_zone),
    locale: row.locale as AlertLocale,
    mode: row.mode as Mode,
    dailyAt: textOrNull(row.daily_at),
    createdAt: String(row.created_at),
    secret: textOrNull(row.secret),
  };
}
