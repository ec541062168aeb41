import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppAuth } from './auth';
import { openSignedInApp } from '@/lib/testing/signed-in';

// An owner made with no organization sees nothing at all (lib/auth/roles.ts): allowed, since the
// grant may follow, but the people page says so instead of a plain "created" (docs/people.md).
// On the app's own SQLite database; only the administrator's check is stood in for.

vi.mock('./admin-only', () => ({
  adminActionViewer: async () => ({ id: 'admin-id', email: 'admin@people.test' }),
}));
const { createPersonFromForm, updatePersonFromForm } = await import('./people-actions');

let app: AppAuth;
beforeAll(async () => {
  app = await openSignedInApp();
}, 60_000);

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) data.append(name, one);
  }
  return data;
};
const person = (email: string, role: string, orgIds: string[] = []) =>
  form({ email, password: 'long-enough-password', role, orgIds });

describe('a person made or changed on the people page', () => {
  it.each`
    role         | orgIds       | notice
    ${'owner'}   | ${[]}        | ${'created-sees-nothing'}
    ${'owner'}   | ${['org-1']} | ${'created'}
    ${'support'} | ${[]}        | ${'created'}
    ${'admin'}   | ${[]}        | ${'created'}
  `('a new $role with $orgIds: $notice', async ({ role, orgIds, notice }) => {
    const email = `${role}-${orgIds.length}@people.test`;
    expect(await createPersonFromForm(person(email, role, orgIds))).toBe(notice);
  });

  it('warns when an owner is saved with every organization taken away', async () => {
    await createPersonFromForm(person('granted@people.test', 'owner', ['org-1']));
    const row = await app.db.get<{ id: string }>(
      'SELECT id FROM "user" WHERE email = \'granted@people.test\'',
    );
    expect(await updatePersonFromForm(form({ userId: row!.id, role: 'owner' }))).toBe(
      'saved-sees-nothing',
    );
    expect(
      await updatePersonFromForm(form({ userId: row!.id, role: 'owner', orgIds: ['org-2'] })),
    ).toBe('saved');
  });
});
