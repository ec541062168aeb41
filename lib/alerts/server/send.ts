import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import { logEvent } from '@/lib/log';
import { sendEmail } from './channels/email';
import { sendTelegram } from './channels/telegram';
import { sendWebhook } from './channels/webhook';
import {
  claimDelivery,
  dueDeliveries,
  settleDelivery,
  type StoredDelivery,
} from './delivery-store';
import { countDelivery } from './metrics';
import { getRule } from './rules-store';
import { redact, type AlertSettings } from './settings';

// Sends the deliveries that are due: each is claimed first (one sender only), then sent, then
// settled. A failed try is retried after 2, 4, 8 and 16 minutes: five tries over about 30 minutes,
// then the delivery is failed (docs/alerts.md).

export const MAX_TRIES = 5;
const RETRY_MINUTES = [2, 4, 8, 16];

export type SendOutcome = {
  id: string;
  kind: StoredDelivery['kind'];
  channel: StoredDelivery['channel'];
  target: string;
  status: 'sent' | 'pending' | 'failed';
  error?: string;
};

export async function sendDue(
  db: AppDatabase,
  settings: AlertSettings,
  now: number,
): Promise<SendOutcome[]> {
  const due = await dueDeliveries(db, new Date(now).toISOString());
  const outcomes: SendOutcome[] = [];
  for (const delivery of due) {
    if (!(await claimDelivery(db, delivery.id))) continue;
    outcomes.push(await sendOne(db, settings, delivery, now));
  }
  return outcomes;
}

/** Sends one claimed delivery (its `attempts` not yet counting this try) and settles it. */
export async function sendOne(
  db: AppDatabase,
  settings: AlertSettings,
  delivery: StoredDelivery,
  now: number,
): Promise<SendOutcome> {
  const base = {
    id: delivery.id,
    kind: delivery.kind,
    channel: delivery.channel,
    target: delivery.target,
  };
  const tries = delivery.attempts + 1;
  let secret: string | undefined;
  try {
    const at = new Date(now).toISOString();
    if (delivery.channel === 'email') {
      await sendEmail(db, settings, delivery.target, delivery.message, at);
    } else if (delivery.channel === 'telegram') {
      await sendTelegram(settings, delivery.target, delivery.message);
    } else {
      secret = (await getRule(db, delivery.ruleId))?.secret ?? undefined;
      if (!secret) throw new Error('the rule was deleted');
      await sendWebhook(
        delivery.target,
        secret,
        delivery.id,
        delivery.message,
        settings.allowPrivateWebhooks,
      );
    }
    await settleDelivery(db, delivery.id, { status: 'sent', at: new Date().toISOString() });
    countDelivery(delivery.channel, 'sent');
    return { ...base, status: 'sent' };
  } catch (raw) {
    const error = redact(settings, raw instanceof Error ? raw.message : String(raw), [
      ...(secret ? [secret] : []),
    ]);
    // A test is tried once: the person waits for its outcome, and four more calls to a target
    // of their choosing over half an hour would be sends nobody asked for.
    const retry =
      delivery.kind !== 'test' && tries < MAX_TRIES ? RETRY_MINUTES[tries - 1] : undefined;
    logEvent('warn', 'alerts.delivery-failed', {
      channel: delivery.channel,
      kind: delivery.kind,
      tries,
      error,
    });
    if (retry === undefined) {
      await settleDelivery(db, delivery.id, { status: 'failed', error });
      countDelivery(delivery.channel, 'failed');
      return { ...base, status: 'failed', error };
    }
    const dueAt = new Date(now + retry * 60_000).toISOString();
    await settleDelivery(db, delivery.id, { status: 'pending', dueAt, error });
    countDelivery(delivery.channel, 'retry');
    return { ...base, status: 'pending', error };
  }
}
