import { describe, expect, it } from 'vitest';
import { createPerson } from '@/lib/auth/server/people';
import { ruleInputSchema } from '../rule.schema';
import { evaluateAlerts } from './evaluate';
import { personLanguage, setPersonLanguage } from './person-language';
import { createRule } from './rules-store';
import { alertWorld } from './test-world';
import { LATER, healthRow, testSettings } from './testing';

// Messages are in the person's language, not the rule's (docs/alerts.md, "Language"): one
// evaluation, two people, each rule stored in English; the Russian person's mail is in Russian.

const world = alertWorld();

async function personWithRule(email: string) {
  const person = await createPerson(world.app, {
    email,
    password: 'long-enough-password',
    role: 'owner',
    orgIds: ['org-1'],
  });
  const input = ruleInputSchema.parse({ channel: 'email', target: email, reasons: ['silent'] });
  await createRule(world.db, person.id, input, { timeZone: 'Europe/Moscow', locale: 'en' });
  return person.id;
}

describe("the person's language", () => {
  it('writes each person’s mail in their language from one evaluation', async () => {
    const ru = await personWithRule('ru@alerts.example');
    await personWithRule('en@alerts.example');
    await setPersonLanguage(world.db, ru, 'ru');
    const result = await evaluateAlerts({
      db: world.db,
      databaseUrl: undefined,
      settings: testSettings({ smtpUrl: world.channels.smtp.url }),
      rows: async () => [healthRow()],
      now: () => LATER,
    });
    expect(result.deliveries.map((d) => d.status)).toEqual(['sent', 'sent']);
    const mailTo = (address: string) =>
      world.channels.smtp.mails.find((m) => m.to.includes(address))!;
    expect(mailTo('ru@alerts.example').subject).toMatch(/^Проблема: Молчит, Касса 1/);
    expect(mailTo('ru@alerts.example').text).toContain('Адрес:');
    expect(mailTo('en@alerts.example').subject).toMatch(/^Problem: Silent, Касса 1/);
    expect(mailTo('en@alerts.example').text).toContain('Address:');
  });

  it('is kept once chosen unless changed on purpose', async () => {
    const id = 'someone';
    await setPersonLanguage(world.db, id, 'ru', { onlyIfUnset: true });
    await setPersonLanguage(world.db, id, 'en', { onlyIfUnset: true });
    expect(await personLanguage(world.db, id)).toBe('ru');
    await setPersonLanguage(world.db, id, 'en');
    expect(await personLanguage(world.db, id)).toBe('en');
  });
});
