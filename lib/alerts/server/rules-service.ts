import 'server-only';
import { randomUUID } from 'node:crypto';
import { getAppAuth } from '@/lib/auth/server/auth';
import { NotAllowedError } from '@/lib/auth/server/errors';
import type { Viewer } from '@/lib/auth/server/viewer';
import { UnprocessableError } from '@/lib/problems/unprocessable';
import type { Locale } from '@/lib/i18n/locales';
import { NotFoundError } from '@/lib/ofd/errors';
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
import { sendOne } from './send';
import { alertSettings } from './settings';
import { webhookTargetProblem } from './webhook-address';

// What a person may do with rules (docs/alerts.md): everyone makes and deletes their own and reads
// their own delivery log; admins see and manage everyone's, and may make a rule for another
// person. A rule that is not the viewer's (and the viewer is no admin) answers as a missing one.

const DEFAULT_ZONE = 'Europe/Moscow';

export async function rulesOf(viewer: Viewer) {
  const { db } = await getAppAuth();
  const rules = await listRules(db, viewer.role === 'admin' ? undefined : viewer.id);
  return rules.map(publicRule);
}

export async function addRule(viewer: Viewer, input: RuleInput, locale: Locale) {
  const { db } = await getAppAuth();
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
  return createRule(db, userId, input, { timeZone: DEFAULT_ZONE, locale: language });
}

/** The language a person's alerts are in, and changing it (every rule of theirs follows). */
export async function languageOf(viewer: Viewer) {
  const { db } = await getAppAuth();
  return personLanguage(db, viewer.id);
}

export async function chooseLanguage(viewer: Viewer, locale: AlertLocale) {
  const { db } = await getAppAuth();
  await setPersonLanguage(db, viewer.id, locale);
}

async function ownRule(viewer: Viewer, id: string) {
  const { db } = await getAppAuth();
  const rule = await getRule(db, id);
  if (!rule || (rule.userId !== viewer.id && viewer.role !== 'admin')) throw new NotFoundError();
  return { db, rule };
}

export async function removeRule(viewer: Viewer, id: string): Promise<void> {
  const { db } = await ownRule(viewer, id);
  await deleteRule(db, id);
}

/** Sends a test message through the rule now, and answers with the delivery as logged. */
export async function testRule(viewer: Viewer, id: string) {
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
  return sendOne(db, alertSettings(), delivery, now);
}

export async function deliveriesOf(viewer: Viewer) {
  const { db } = await getAppAuth();
  const rows = await listDeliveries(db, viewer.role === 'admin' ? undefined : viewer.id);
  return rows.map(deliveryView);
}
