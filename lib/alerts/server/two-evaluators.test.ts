import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '@/lib/app-database/database';
import { createPerson } from '@/lib/auth/server/people';
import { testDatabaseUrl } from '@/lib/service/testing/test-store';
import { twoInstances } from '@/lib/testing/test-auth';
import { ruleInputSchema } from '../rule.schema';
import { recordDelivery } from './delivery-store';
import { evaluateAlerts } from './evaluate';
import { createRule } from './rules-store';
import { sendDue } from './send';
import { LATER, caughtUpDocuments, healthRow, startChannels, type Channels } from './testing';

// Two instances on one PostgreSQL (the `postgres` vitest project only): each opens the app
// database on its own pool and evaluates at the same moments, as two processes would. The advisory
// lock lets one work at a time, and every message arrives exactly once.

const two = twoInstances();
let channels: Channels;
let userId: string;

beforeAll(async () => {
  channels = await startChannels();
  userId = (
    await createPerson(two.app, {
      email: 'pg@alerts.example',
      password: 'long-enough-password',
      role: 'admin',
    })
  ).id;
  const make = (body: unknown) =>
    createRule(two.a, userId, ruleInputSchema.parse(body), { timeZone: 'UTC', locale: 'en' });
  await make({ channel: 'email', target: 'pg@alerts.example', reasons: ['silent'] });
  await make({ channel: 'telegram', target: '42', reasons: ['silent'] });
  channels.webhook.useSecret(
    (await make({ channel: 'webhook', target: channels.webhook.url, reasons: ['silent'] })).secret!,
  );
}, 60_000);
afterAll(() => channels?.close());

const slowly = <T>(value: T) => new Promise<T>((done) => setTimeout(() => done(value), 150));

function both(rows: ReturnType<typeof healthRow>[], now: number) {
  const run = (db: AppDatabase) =>
    evaluateAlerts({
      db,
      databaseUrl: testDatabaseUrl(),
      settings: channels.settings,
      rows: () => slowly(rows),
      now: () => now,
    });
  return Promise.all([run(two.a), run(two.b)]);
}

describe('two evaluators on one PostgreSQL', () => {
  it('work one at a time, and each message is sent once', async () => {
    const first = await both([healthRow()], LATER);
    expect(first.map((r) => r.ran).sort()).toEqual([false, true]);
    for (let round = 1; round <= 3; round++) await both([healthRow()], LATER + round * 60_000);
    const counts = () => [
      channels.smtp.mails.length,
      channels.telegram.messages.length,
      channels.webhook.received.length,
    ];
    expect(counts()).toEqual([1, 1, 1]);
    await both([healthRow(caughtUpDocuments())], LATER + 600_000);
    await both([healthRow(caughtUpDocuments())], LATER + 660_000);
    expect(counts()).toEqual([2, 2, 2]);
    expect(channels.webhook.rejected()).toBe(0);
  });

  it('send each due delivery once even without the lock: the claim picks one sender', async () => {
    const rules = await two.a.all<{ id: string }>(
      "SELECT id FROM alert_rule WHERE channel = 'telegram'",
    );
    const at = new Date(LATER).toISOString();
    for (let i = 0; i < 10; i++) {
      await recordDelivery(
        two.a,
        {
          dedupe: `race-${i}`,
          ruleId: rules[0]!.id,
          userId,
          episodeId: null,
          kind: 'test',
          channel: 'telegram',
          target: '42',
          dueAt: at,
          message: { subject: `race ${i}`, text: 't', data: {} },
        },
        at,
      );
    }
    const before = channels.telegram.messages.length;
    const [fromA, fromB] = await Promise.all([
      sendDue(two.a, channels.settings, LATER),
      sendDue(two.b, channels.settings, LATER),
    ]);
    expect(fromA.length + fromB.length).toBe(10);
    expect(channels.telegram.messages.length - before).toBe(10);
  });
});
