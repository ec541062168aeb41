import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPerson } from '@/lib/auth/server/people';
import type { HealthRow } from '@/lib/health/types';
import { ruleInputSchema } from '../rule.schema';
import { listDeliveries } from './delivery-store';
import { evaluateAlerts } from './evaluate';
import { createRule } from './rules-store';
import { alertWorld } from './test-world';
import { BOT_TOKEN, LATER, SMTP_PASSWORD, caughtUpDocuments, healthRow } from './testing';

// A planted silent register against real protocols on loopback: an SMTP server, a stand-in
// Telegram Bot API and a webhook receiver that checks the HMAC (docs/alerts.md).

const world = alertWorld();
let ownerId: string;

beforeAll(async () => {
  const owner = await createPerson(world.app, {
    email: 'owner@alerts.example',
    password: 'long-enough-password',
    role: 'owner',
    orgIds: ['org-1'],
  });
  ownerId = owner.id;
}, 60_000);

const evaluate = (rows: HealthRow[], now = LATER) =>
  evaluateAlerts({
    db: world.db,
    databaseUrl: undefined,
    settings: world.channels.settings,
    rows: async () => rows,
    now: () => now,
  });
const rule = (body: unknown) =>
  createRule(world.db, ownerId, ruleInputSchema.parse(body), {
    timeZone: 'Europe/Samara',
    locale: 'en',
  });
const counts = () => ({
  email: world.channels.smtp.mails.length,
  telegram: world.channels.telegram.messages.length,
  webhook: world.channels.webhook.received.length,
});

describe('a silent register', () => {
  beforeAll(async () => {
    await rule({ channel: 'email', target: 'owner@alerts.example', reasons: ['silent'] });
    await rule({ channel: 'telegram', target: '-100200300', reasons: ['silent'], locale: 'ru' });
    const made = await rule({
      channel: 'webhook',
      target: world.channels.webhook.url,
      reasons: ['silent'],
    });
    expect(made.secret).toMatch(/^[0-9a-f]{64}$/);
    world.channels.webhook.useSecret(made.secret!);
  });
  beforeEach(() => world.channels.telegram.fail(false));

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
    expect(world.channels.webhook.rejected()).toBe(0);

    const mail = world.channels.smtp.mails[0]!;
    expect(mail.to).toEqual(['owner@alerts.example']);
    expect(mail.subject).toBe('Problem: Silent, Касса 1 (ООО «Ромашка» org-1)');
    expect(mail.text).toContain('Register: Касса 1 (RNM 0000000001000001)');
    expect(mail.text).toContain('Address: 443099, г. Самара, ул. Куйбышева, д. 91');
    // Since the last document, in the shop's clock, as the board says it (lib/health/since.ts).
    expect(mail.text).toContain('Since: 2026-03-10T11:00:00');
    expect(mail.text).toContain(
      'https://console.example/organizations/org-1/cashboxes/0000000001000001/documents/105?',
    );
    const message = world.channels.telegram.messages[0]!;
    expect(message.chat_id).toBe('-100200300');
    expect(message.text).toContain('Проблема: Молчит');
    expect(message.text).toContain('Самара');
    const hook = world.channels.webhook.received[0]!;
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
    expect(world.channels.smtp.mails[1]!.subject).toMatch(/^Resolved: Silent/);
    expect(world.channels.telegram.messages[1]!.text).toContain('Решено');
    expect(world.channels.webhook.received[1]).toMatchObject({
      kind: 'resolved',
      reason: 'silent',
    });
  });

  it('never writes the bot token or the SMTP password into the delivery log', async () => {
    world.channels.telegram.fail(true);
    await evaluate([healthRow(undefined, LATER + 86_400_000)], LATER + 86_400_000);
    const log = JSON.stringify(await listDeliveries(world.db));
    expect(log).toContain('HTTP 500');
    expect(log).not.toContain(BOT_TOKEN);
    expect(log).not.toContain(SMTP_PASSWORD);
    expect(world.channels.telegram.paths.at(-1)).toBe(`/bot${BOT_TOKEN}/sendMessage`);
  });
});
