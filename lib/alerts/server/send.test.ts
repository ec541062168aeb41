import { describe, expect, it } from 'vitest';
import { ruleInputSchema } from '../rule.schema';
import { claimDelivery, failInterrupted, listDeliveries, recordDelivery } from './delivery-store';
import { createRule } from './rules-store';
import { sendDue } from './send';
import { alertWorld } from './test-world';
import { testSettings } from './testing';

// Retries with backoff (five tries over about 30 minutes, then failed) and a crash mid-send
// (never sent twice, never lost silently).

const world = alertWorld();
const T0 = Date.parse('2026-11-20T12:00:00Z');
const MINUTE = 60_000;

async function webhookDelivery(dedupe: string, kind: 'test' | 'opened' = 'test') {
  const body = ruleInputSchema.parse({ channel: 'webhook', target: world.channels.webhook.url });
  const { rule, secret } = await createRule(world.db, 'u1', body, {
    timeZone: 'UTC',
    locale: 'en',
  });
  world.channels.webhook.useSecret(secret!);
  await recordDelivery(
    world.db,
    {
      dedupe,
      ruleId: rule.id,
      userId: 'u1',
      episodeId: null,
      kind,
      channel: 'webhook',
      target: world.channels.webhook.url,
      dueAt: new Date(T0).toISOString(),
      message: { subject: 's', text: 't', data: { kind: 'test' } },
    },
    new Date(T0).toISOString(),
  );
  return (await listDeliveries(world.db)).find((d) => d.ruleId === rule.id)!;
}

describe('sending', () => {
  it('retries a failing webhook after 2, 4, 8 and 16 minutes, then marks it failed', async () => {
    const delivery = await webhookDelivery('retry', 'opened');
    world.channels.webhook.fail(true);
    const settings = testSettings();
    const dueTimes: string[] = [];
    let now = T0;
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await sendDue(world.db, settings, now - 1)).toEqual([]);
      const [outcome] = await sendDue(world.db, settings, now);
      expect(outcome).toMatchObject({
        status: attempt < 5 ? 'pending' : 'failed',
        error: 'HTTP 503',
      });
      const row = (await listDeliveries(world.db)).find((d) => d.id === delivery.id)!;
      expect(row.attempts).toBe(attempt);
      dueTimes.push(row.dueAt);
      now = Date.parse(row.dueAt);
    }
    const minutes = dueTimes.map((t) => (Date.parse(t) - T0) / MINUTE);
    expect(minutes).toEqual([2, 6, 14, 30, 30]);
    expect(await sendDue(world.db, settings, T0 + 120 * MINUTE)).toEqual([]);
    world.channels.webhook.fail(false);
  });

  it('tries a test message once: a failed test is failed, never retried', async () => {
    const delivery = await webhookDelivery('test-once');
    world.channels.webhook.fail(true);
    const [outcome] = await sendDue(world.db, testSettings(), T0);
    expect(outcome).toMatchObject({ id: delivery.id, status: 'failed', error: 'HTTP 503' });
    expect(await sendDue(world.db, testSettings(), T0 + 120 * MINUTE)).toEqual([]);
    world.channels.webhook.fail(false);
  });

  it('records a message once, and a crash mid-send is failed visibly, never sent again', async () => {
    const delivery = await webhookDelivery('crash');
    expect(
      await recordDelivery(
        world.db,
        { ...delivery, dedupe: 'crash', episodeId: null, userId: 'u1', message: delivery.message },
        new Date(T0).toISOString(),
      ),
    ).toBe(false);
    expect(await claimDelivery(world.db, delivery.id)).toBe(true);
    expect(await claimDelivery(world.db, delivery.id)).toBe(false);
    // The process stops here, between the claim and the answer.
    expect(await failInterrupted(world.db)).toBe(1);
    const after = (await listDeliveries(world.db)).find((d) => d.id === delivery.id)!;
    expect(after).toMatchObject({ status: 'failed', attempts: 1 });
    expect(after.error).toMatch(/interrupted/);
    expect(await sendDue(world.db, testSettings(), T0 + 60 * MINUTE)).toEqual([]);
    expect(world.channels.webhook.received).toEqual([]);
  });
});
