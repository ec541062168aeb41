import 'server-only';
import { randomUUID } from 'node:crypto';
import { recordAudit, type AuditAction } from '@/lib/auth/server/audit';
import { alertsDatabase } from './alerts-database';
import type { AppDatabase } from '@/lib/app-database/database';
import { NotAllowedError } from '@/lib/auth/server/errors';
import type { Viewer } from '@/lib/auth/server/viewer';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundError } from '@/lib/ofd/errors';
import { spendPersonBudget } from '@/lib/security/rate-limits';
import { testMessage } from '../messages';
import type { RuleInput } from '../rule.schema';
import type { AlertLocale } from '../types';
import {
  claimDelivery,
  deliveryByDedupe,
  deliveryView,
  listDeliveries,
  recordDelivery,
} from './delivery-store';
import { createRule, deleteRule, getRule, listRules, publicRule } from './rules-store';
import { personLanguage, setPersonLanguage } from './person-language';
import { assertMayChangeAlerts } from './powers';
import { sendOne } from './send';
import { alertSettings } from './settings';
import { webhookTargetProblem } from './webhook-address';

// What a person may do with rules (docs/alerts.md, docs/people.md "Alerts"): admins and owners
// make, test and delete their own and read their own delivery log; admins see and manage
// everyone's, and may make a rule for another person; support staff only read. A rule that is not
// the viewer's (and the viewer is no admin) answers as a missing one. Each change and test spends
// the person's budget (lib/security/rate-limits.ts) and writes an audit row.

const DEFAULT_ZONE = 'Europe/Moscow';

export async function rulesOf(viewer: Viewer) {
  const db = await alertsDatabase();
  const rules = await listRules(db, viewer.role === 'admin' ? undefined : viewer.id);
  return rules.map(publicRule);
}

type RuleAudit = { action: AuditAction; ruleId: string; channel: string; outcome?: string };

async function auditRule(db: AppDatabase, viewer: Viewer, entry: RuleAudit, from?: string) {
  const { action, ...details } = entry;
  await recordAudit(db, {
    action,
    actorId: viewer.id,
    actorEmail: viewer.email,
    subject: entry.ruleId,
    clientAddress: from,
    details,
  });
}

export async function addRule(viewer: Viewer, input: RuleInput, locale: Locale, from?: string) {
  assertMayChangeAlerts(viewer);
  await spendPersonBudget(viewer.id, 'alertChanges');
  const db = await alertsDatabase();
  const userId = input.userId ?? viewer.id;
  if (userId !== viewer.id && viewer.role !== 'admin') {
    throw new NotAllowedError('Only administrators make rules for other people.');
  }
  if (viewer.orgIds !== 'all' && input.organizationIds?.some((id) => !viewer.orgIds.includes(id))) {
    throw new NotAllowedError('A rule may name only organizations you may see.');
  }
  if (userId !== viewer.id && !(await db.get('SELECT id FROM "user" WHERE id = ?', [userId]))) {
    throw new NotFoundError();
  }
  if (input.channel === 'webhook') {
    const refused = await webhookTargetProblem(
      new URL(input.target),
      alertSettings().allowPrivateWebhooks,
    );
    if (refused) throw new UnprocessableError('target', refused);
  }
  // The person's language (docs/alerts.md, "Language"): a `locale` in the body sets it; otherwise
  // the language they use the dashboard in becomes theirs if they never chose one.
  if (input.locale) await setPersonLanguage(db, userId, input.locale);
  else if (userId === viewer.id) await setPersonLanguage(db, userId, locale, { onlyIfUnset: true });
  const language = (await personLanguage(db, userId)) ?? locale;
  const made = await createRule(db, userId, input, { timeZone: DEFAULT_ZONE, locale: language });
  const ruleAudit = { ruleId: made.rule.id, channel: input.channel };
  await auditRule(db, viewer, { action: 'alert-rule-created', ...ruleAudit }, from);
  return made;
}

/** The language a person's alerts are in, and changing it (every rule of theirs follows). */
export async function languageOf(viewer: Viewer) {
  const db = await alertsDatabase();
  return personLanguage(db, viewer.id);
}

export async function chooseLanguage(viewer: Viewer, locale: AlertLocale) {
  const db = await alertsDatabase();
  await setPersonLanguage(db, viewer.id, locale);
}

async function ownRule(viewer: Viewer, id: string) {
  const db = await alertsDatabase();
  const rule = await getRule(db, id);
  if (!rule || (rule.userId !== viewer.id && viewer.role !== 'admin')) throw new NotFoundError();
  return { db, rule };
}

export async function removeRule(viewer: Viewer, id: string, from?: string): Promise<void> {
  assertMayChangeAlerts(viewer);
  await spendPersonBudget(viewer.id, 'alertChanges');
  const { db, rule } = await ownRule(viewer, id);
  await deleteRule(db, id);
  await auditRule(
    db,
    viewer,
    { action: 'alert-rule-deleted', ruleId: id, channel: rule.channel },
    from,
  );
}

/**
 * Sends a test message through the rule now, once (a failed test is not retried: the person sees
 * the outcome and may try again within their budget), and answers with the delivery as logged.
 */
export async function testRule(viewer: Viewer, id: string, from?: string) {
  assertMayChangeAlerts(viewer);
  await spendPersonBudget(viewer.id, 'alertTests');
  const { db, rule } = await ownRule(viewer, id);
  const now = Date.now();
  const at = new Date(now).toISOString();
  const dedupe = `${rule.id}:test:${randomUUID()}`;
  await recordDelivery(
    db,
    {
      dedupe,
      ruleId: rule.id,
      userId: rule.userId,
      episodeId: null,
      kind: 'test',
      channel: rule.channel,
      target: rule.target,
      dueAt: at,
      message: testMessage((await personLanguage(db, rule.userId)) ?? rule.locale),
    },
    at,
  );
  const delivery = await deliveryByDedupe(db, dedupe);
  if (!delivery || !(await claimDelivery(db, delivery.id))) {
    throw new Error('the test delivery could not be claimed');
  }
  const outcome = await sendOne(db, alertSettings(), delivery, now);
  const tested = { ruleId: rule.id, channel: rule.channel, outcome: outcome.status };
  await auditRule(db, viewer, { action: 'alert-rule-tested', ...tested }, from);
  return outcome;
}

export async function deliveriesOf(viewer: Viewer) {
  const db = await alertsDatabase();
  const rows = await listDeliveries(db, viewer.role === 'admin' ? undefined : viewer.id);
  return rows.map(deliveryView);
}
