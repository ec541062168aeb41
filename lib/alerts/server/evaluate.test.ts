import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppAuth } from '@/lib/auth/server/auth';
import { createPerson } from '@/lib/auth/server/people';
import type { TestAppDatabase } from '@/lib/auth/server/test-database';
import type { HealthRow } from '@/lib/health/types';
import { openTestAuth } from '@/lib/testing/test-auth';
import { ruleInputSchema } from '../rule.schema';
import { listDeliveries } from './delivery-store';
import { evaluateAlerts } from './evaluate';
import { createRule } from './rules-store';
import {
  BOT_TOKEN,
  LATER,
  SMTP_PASSWORD,
  caughtUpDocuments,
  healthRow,
  startChannels,
  type Channels,
} from './testing';

// A planted silent register against real protocols on loopback: an SMTP server, a stand-in
// Telegram Bot API and a webhook receiver that checks the HMAC (docs/alerts.md).

let database: TestAppDatabase;
let app: AppAuth;
let channels: Channels;
let ownerId: string;

beforeAll(async () => {
  ({ database, app } = await openTestAuth());
  channels = await startChannels();
  const owner = await createPerson(app, {
    email: 'owner@alerts.example',
    password: 'long-enough-password',
    role: 'owner',
    orgIds: ['org-1'],
  });
  ownerId = owner.id;
}, 60_000);
afterAll(async () => {
  await channels?.close();
  await database?.dispose();
});

const evaluate = (rows: HealthRow[], now = LATER) =>
  evaluateAlerts({
    db: database.db,
    databaseUrl: undefined,
    settings: channels.settings,
    rows: async () => rows,
    now: () => now,
  });
const rule = (body: unknown) =>
  createRule(database.db, ownerId, ruleInputSchema.parse(body), {
    timeZone: 'Europe/Samara',
    locale: 'en',
  });
const counts = () => ({
  email: channels.smtp.mails.length,
  telegram: channels.telegram.messages.length,
  webhook: channels.webhook.received.length,
});

describe('a silent register', () => {
  beforeAll(async () => {
    await rule({ channel: 'email', target: 'owner@alerts.example', reasons: ['silent'] });
    await rule({ channel: 'telegram', target: '-100200300', reasons: ['silent'], locale: 'ru' });
    const made = await rule({
      channel: 'webhook',
      target: channels.webhook.url,
      reasons: ['silent'],
    });
    expect(made.secret).toMatch(/^[0-9a-f]{64}$/);
    channels.webhook.useSecret(made.secret!);
  });
  beforeEach(() => channels.telegram.fail(false));

  it('gives exactly one e-mail, one Telegram message and one signed webhook', async () => {
    const silent = healthRow();
    expect(silent.reasons.map((r) => r.code)).toContain('silent');
    const result = await evaluate([silent]);
    expect(result.ran).toBe(true);
    expect(result.deliveries.map((d) => `${d.channel}:${d.status}`).sort()).toEqual([
      'email:sent',
      'telegram:sent',
      'webhook:sent',
    ]);
    expect(counts()).toEqual({ email: 1, telegram: 1, webhook: 1 });
    expect(channels.webhook.rejected()).toBe(0);

    const mail = channels.smtp.mails[0]!;
    expect(mail.to).toEqual(['owner@alerts.example']);
    expect(mail.subject).toBe('Problem: Silent, Касса 1 (ООО «Ромашка» org-1)');
    expect(mail.text).toContain('Register: Касса 1 (RNM 0000000001000001)');
    expect(mail.text).toContain('Address: 443099, г. Самара, ул. Куйбышева, д. 91');
    expect(mail.text).toContain('Since: 2026-03-10T07:01:00Z');
    expect(mail.text).toContain(
      'https://console.example/organizations/org-1/cashboxes/0000000001000001/documents/105?',
    );
    const message = channels.telegram.messages[0]!;
    expect(message.chat_id).toBe('-100200300');
    expect(message.text).toContain('Проблема: Молчит');
    expect(message.text).toContain('Самара');
    const hook = channels.webhook.received[0]!;
    expect(hook).toMatchObject({ kind: 'opened', reason: 'silent', rnm: '0000000001000001' });
    expect((hook.evidence as string[])[0]).toBe(
      'https://console.example/organizations/org-1/cashboxes/0000000001000001',
    );
  });

  it('gives nothing new on a second evaluation', async () => {
    const result = await evaluate([healthRow()], LATER + 60_000);
    expect(result.recorded).toBe(0);
    expect(counts()).toEqual({ email: 1, telegram: 1, webhook: 1 });
  });

  it('gives one "resolved" message on each channel once the documents arrive', async () => {
    const row = healthRow(caughtUpDocuments());
    expect(row.reasons.map((r) => r.code)).not.toContain('silent');
    await evaluate([row], LATER + 120_000);
    await evaluate([row], LATER + 180_000);
    expect(counts()).toEqual({ email: 2, telegram: 2, webhook: 2 });
    expect(channels.smtp.mails[1]!.subject).toMatch(/^Resolved: Silent/);
    expect(channels.telegram.messages[1]!.text).toContain('Решено');
    expect(channels.webhook.received[1]).toMatchObject({ kind: 'resolved', reason: 'silent' });
  });

  it('never writes the bot token or the SMTP password into the delivery log', async () => {
    channels.telegram.fail(true);
    await evaluate([healthRow(undefined, LATER + 86_400_000)], LATER + 86_400_000);
    const log = JSON.stringify(await listDeliveries(database.db));
    expect(log).toContain('HTTP 500');
    expect(log).not.toContain(BOT_TOKEN);
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(channels.telegram.paths.at(-1)).toBe(`/bot${BOT_TOKEN}/sendMessage`);
  });
});
