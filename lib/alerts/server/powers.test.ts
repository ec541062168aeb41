import { beforeAll, describe, expect, it } from 'vitest';
import { POST as acknowledgeRoute } from '@/app/api/alerts/episodes/[id]/acknowledge/route';
import { DELETE as deleteRoute } from '@/app/api/alerts/rules/[id]/route';
import { POST as testRoute } from '@/app/api/alerts/rules/[id]/test/route';
import { POST as createRoute } from '@/app/api/alerts/rules/route';
import { POST as snoozeRoute } from '@/app/api/alerts/snoozes/route';
import type { AppAuth } from '@/lib/auth/server/auth';
import { RATE_LIMITS } from '@/lib/security/rate-limits';
import { callRoute, openSignedInApp, signedIn } from '@/lib/testing/signed-in';
import { insertEpisodes, openEpisodes } from './episode-store';
import { openEpisodesOf } from './episodes-service';

// Who may quiet an alarm and change rules (docs/people.md, "Alerts"), through the API routes as
// Next calls them, by people signed in on a real SQLite app database.

const RNM_1 = '0000000001000001';
const RNM_2 = '0000000002000002';
let app: AppAuth;
const cookie: Record<'admin' | 'owner' | 'support', string> = { admin: '', owner: '', support: '' };

const register = { organizationName: 'A', name: 'Till', address: '', evidence: [] };
const openedAt = new Date().toISOString();
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

beforeAll(async () => {
  app = await openSignedInApp();
  cookie.admin = await signedIn(app, 'admin@powers.test', 'admin');
  cookie.owner = await signedIn(app, 'owner@powers.test', 'owner', ['org-1']);
  cookie.support = await signedIn(app, 'support@powers.test', 'support');
  const episode = (organizationId: string, rnm: string, reason: 'fd-gap' | 'untransmitted') => ({
    organizationId,
    rnm,
    reason,
    severity: reason === 'fd-gap' ? ('critical' as const) : ('warning' as const),
    since: null,
    openedAt,
    register,
  });
  await insertEpisodes(app.db, [
    episode('org-1', RNM_1, 'fd-gap'),
    episode('org-1', RNM_1, 'untransmitted'),
    episode('org-2', RNM_2, 'untransmitted'),
  ]);
}, 60_000);

const episodeId = async (reason: string) =>
  (await openEpisodes(app.db)).find((e) => e.organizationId === 'org-1' && e.reason === reason)!.id;
const snooze = (who: keyof typeof cookie, body: Record<string, unknown>) =>
  callRoute(snoozeRoute, cookie[who], '/api/alerts/snoozes', {
    body: { organizationId: 'org-1', rnm: RNM_1, until: inADay(), ...body },
  });
const audit = (action: string) =>
  app.db.all<{ actor_email: string; details: string }>(
    'SELECT actor_email, details FROM audit_event WHERE action = ? ORDER BY id',
    [action],
  );

describe('support staff', () => {
  it('read alerts but are refused every change with 403 problem+json', async () => {
    const ack = await callRoute(acknowledgeRoute, cookie.support, '/api/alerts/episodes/x', {
      params: { id: await episodeId('untransmitted') },
    });
    const answers = [
      await snooze('support', { reason: 'untransmitted', until: '9999-12-31T23:59:59Z' }),
      ack,
      await callRoute(createRoute, cookie.support, '/api/alerts/rules', {
        body: { channel: 'email', target: 'support@powers.test' },
      }),
      await callRoute(testRoute, cookie.support, '/api/alerts/rules/r/test', {
        params: { id: 'some-rule' },
      }),
      await callRoute(deleteRoute, cookie.support, '/api/alerts/rules/r', {
        method: 'DELETE',
        params: { id: 'some-rule' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
    expect((await openEpisodes(app.db)).every((e) => !e.acknowledgedAt)).toBe(true);
    expect(await audit('alert-snoozed')).toEqual([]);
  });
});

describe('quieting', () => {
  it('lets an owner snooze a warning of their own register, for a bounded time, with a note', async () => {
    const forever = await snooze('owner', {
      reason: 'untransmitted',
      until: '9999-12-31T23:59:59Z',
    });
    expect(forever.status).toBe(422);
    expect((await forever.json()).errors).toEqual([
      { path: 'until', message: 'must be within 30 days' },
    ]);
    const ok = await snooze('owner', { reason: 'untransmitted', note: 'cable replaced' });
    expect(ok.status).toBe(200);
    const [row] = await audit('alert-snoozed');
    expect(row!.actor_email).toBe('owner@powers.test');
    expect(JSON.parse(row!.details)).toMatchObject({
      reason: 'untransmitted',
      note: 'cable replaced',
    });
    const owner = { id: 'o', email: 'o', name: 'o', role: 'owner' as const, sessionId: 's' };
    const [shown] = (await openEpisodesOf({ ...owner, orgIds: ['org-1'] })).filter(
      (e) => e.reason === 'untransmitted',
    );
    expect(shown).toMatchObject({ snoozedBy: 'owner@powers.test', snoozeNote: 'cable replaced' });
  });

  it('reads the longest snooze from ALERTS_MAX_SNOOZE_DAYS', async () => {
    process.env.ALERTS_MAX_SNOOZE_DAYS = '1';
    const twoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const refused = await snooze('admin', { reason: 'untransmitted', until: twoDays });
    delete process.env.ALERTS_MAX_SNOOZE_DAYS;
    expect(refused.status).toBe(422);
    expect((await snooze('admin', { reason: 'untransmitted', until: twoDays })).status).toBe(200);
  });

  it('leaves a critical reason to administrators: an owner is refused, on their own register too', async () => {
    expect((await snooze('owner', { reason: 'fd-gap' })).status).toBe(403);
    const id = await episodeId('fd-gap');
    const acknowledge = (who: keyof typeof cookie) =>
      callRoute(acknowledgeRoute, cookie[who], '/api/alerts/episodes/x', { params: { id } });
    expect((await acknowledge('owner')).status).toBe(403);
    expect((await snooze('admin', { reason: 'fd-gap', note: 'operator told' })).status).toBe(200);
    expect((await acknowledge('admin')).status).toBe(200);
    expect((await audit('alert-acknowledged')).map((r) => r.actor_email)).toEqual([
      'admin@powers.test',
    ]);
  });

  it('answers 404 for a register outside the grant or of another organization, and audits nothing', async () => {
    const before = (await audit('alert-snoozed')).length;
    // Another organization's register named with the owner's own organization.
    const mixed = await snooze('owner', { rnm: RNM_2, reason: 'untransmitted' });
    expect(mixed.status).toBe(404);
    expect(mixed.headers.get('content-type')).toBe('application/problem+json');
    const outside = await snooze('owner', {
      organizationId: 'org-2',
      rnm: RNM_2,
      reason: 'untransmitted',
    });
    expect(outside.status).toBe(404);
    // An administrator too cannot snooze a register under an organization it is not of.
    expect((await snooze('admin', { rnm: RNM_2, reason: 'untransmitted' })).status).toBe(404);
    expect(await audit('alert-snoozed')).toHaveLength(before);
    const held = await app.db.all('SELECT * FROM alert_snooze WHERE rnm = ?', [RNM_2]);
    expect(held).toEqual([]);
  });
});

describe('rule changes and tests', () => {
  it('are audited, and test sends stop at the per-person budget with 429', async () => {
    const made = await callRoute(createRoute, cookie.owner, '/api/alerts/rules', {
      body: { channel: 'email', target: 'anyone@elsewhere.test' },
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const test = () =>
      callRoute(testRoute, cookie.owner, `/api/alerts/rules/${id}/test`, { params: { id } });
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await test()).status);
    expect(statuses.slice(0, RATE_LIMITS.alertTests)).toEqual(
      Array(RATE_LIMITS.alertTests).fill(200),
    );
    expect(statuses.slice(RATE_LIMITS.alertTests)).toEqual(
      Array(26 - RATE_LIMITS.alertTests).fill(429),
    );
    const gone = await callRoute(deleteRoute, cookie.owner, `/api/alerts/rules/${id}`, {
      method: 'DELETE',
      params: { id },
    });
    expect(gone.status).toBe(204);
    expect(await audit('alert-rule-created')).toHaveLength(1);
    expect(await audit('alert-rule-tested')).toHaveLength(RATE_LIMITS.alertTests);
    const [deleted] = await audit('alert-rule-deleted');
    expect(deleted!.actor_email).toBe('owner@powers.test');
    expect(JSON.parse(deleted!.details)).toMatchObject({ ruleId: id, channel: 'email' });
  });

  it("answers 404 for another person's rule, and audits nothing", async () => {
    const made = await callRoute(createRoute, cookie.admin, '/api/alerts/rules', {
      body: { channel: 'email', target: 'admin@powers.test' },
    });
    const { id } = (await made.json()) as { id: string };
    const before = (await audit('alert-rule-deleted')).length;
    const answer = await callRoute(deleteRoute, cookie.owner, `/api/alerts/rules/${id}`, {
      method: 'DELETE',
      params: { id },
    });
    expect(answer.status).toBe(404);
    expect(await audit('alert-rule-deleted')).toHaveLength(before);
  });
});
