import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppAuth } from '@/lib/auth/server/auth';
import type { Viewer } from '@/lib/auth/server/viewer';
import { openSignedInApp } from '@/lib/testing/signed-in';

// The settings page's delete and test actions answer a refusal in words (a notice the page
// shows), never a thrown error that Next would log with its stack and answer as a 500
// (docs/people.md, "Alerts"). Run on a real SQLite app database; only Next's request plumbing
// (headers, redirect) and the signed-in person are stood in for.

let viewer: Viewer;
vi.mock('@/lib/auth/server/viewer', () => ({ requestViewer: async () => viewer }));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
const revalidated: string[] = [];
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => void revalidated.push(path) }));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'ru' }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('redirect'), { to });
  },
}));

const { createRuleAction, deleteRuleAction, testRuleAction } = await import('./actions.server');

let app: AppAuth;
beforeAll(async () => {
  app = await openSignedInApp();
}, 60_000);

const person = (role: Viewer['role']): Viewer => ({
  id: `${role}-id`,
  email: `${role}@actions.test`,
  name: role,
  role,
  orgIds: role === 'owner' ? ['org-1'] : 'all',
  sessionId: 's',
});

async function whereTo(action: (form: FormData) => Promise<unknown>, id?: string) {
  const form = new FormData();
  if (id !== undefined) form.set('id', id);
  const thrown = await action(form).then(
    () => undefined,
    (error: unknown) => error,
  );
  return (thrown as { to?: string }).to;
}

describe('rule actions refused', () => {
  it("answer another person's rule, a missing one and a malformed id as not found", async () => {
    await app.db.run(
      `INSERT INTO alert_rule (id, user_id, channel, target, min_severity, time_zone, locale, mode, created_at)
       VALUES ('admins-rule', 'admin-id', 'email', 'a@b.test', 'warning', 'UTC', 'en', 'immediate', '2026-01-01')`,
    );
    viewer = person('owner');
    const notFound = '/settings/alerts?notice=refused-not-found';
    expect(await whereTo(deleteRuleAction, 'admins-rule')).toBe(notFound);
    expect(await whereTo(testRuleAction, 'admins-rule')).toBe(notFound);
    expect(await whereTo(deleteRuleAction, 'no-such-rule')).toBe(notFound);
    expect(await whereTo(deleteRuleAction)).toBe(notFound);
    expect(await whereTo(deleteRuleAction, '../../etc')).toBe(notFound);
    expect(await app.db.get("SELECT id FROM alert_rule WHERE id = 'admins-rule'")).toBeTruthy();
  });

  it("answer support staff's delete as not allowed", async () => {
    viewer = person('support');
    expect(await whereTo(deleteRuleAction, 'admins-rule')).toBe(
      '/settings/alerts?notice=refused-not-allowed',
    );
  });
});

describe('the rule list follows at once', () => {
  // The form answers in place; without the page drawn again, the new rule showed only after a
  // reload and people made it twice (docs/alerts.md, "Rules").
  it('draws the page again after a rule is made, and after one is deleted', async () => {
    viewer = person('admin');
    revalidated.length = 0;
    const form = new FormData();
    form.set('channel', 'email');
    form.set('target', 'list-follows@actions.test');
    form.set('minSeverity', 'warning');
    const state = await createRuleAction({ status: 'idle' }, form);
    expect(state).toEqual({ status: 'created', secret: null });
    expect(revalidated).toEqual(['/settings/alerts']);
    const row = await app.db.get<{ id: string }>(
      "SELECT id FROM alert_rule WHERE target = 'list-follows@actions.test'",
    );
    expect(await whereTo(deleteRuleAction, row!.id)).toBe('/settings/alerts?notice=deleted');
    expect(revalidated).toEqual(['/settings/alerts', '/settings/alerts']);
  });
});
