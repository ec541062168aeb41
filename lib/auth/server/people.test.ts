import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { openTestAuth } from '@/lib/testing/test-auth';
import type { AppAuth } from './auth';
import { recordAudit } from './audit';
import { listAudit } from './audit-log';
import type { TestAppDatabase } from '@/lib/app-database/test-database';
import { PeopleError, createPerson, listPeople, setDisabled, setPassword } from './people';

// On the engine of the test project: SQLite in `unit`, PostgreSQL in `postgres` (vitest.config.ts).
let app: AppAuth;
let database: TestAppDatabase;
beforeAll(async () => {
  ({ database, app } = await openTestAuth());
});
afterAll(() => database?.dispose());

const ORIGIN = 'http://127.0.0.1:3000';
const PASSWORD = 'long-enough-password';
async function signIn(email: string, password: string) {
  return app.auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
}
/** A new person of the role, and the answer to their first sign-in. */
async function signedInPerson(email: string, role: 'admin' | 'support') {
  const person = await createPerson(app, { email, password: PASSWORD, role });
  return { person, signedIn: await signIn(email, PASSWORD) };
}
async function sessionOf(response: Response) {
  const cookie = response.headers.getSetCookie()[0]!.split(';')[0]!;
  return app.auth.api.getSession({ headers: new Headers({ cookie }) });
}

describe('people', () => {
  it('are created with a role and grants; the password is stored only as the library hash', async () => {
    const person = await createPerson(app, {
      email: 'Owner@E.test',
      password: PASSWORD,
      role: 'owner',
      orgIds: ['a', 'b', 'a'],
    });
    expect(person).toMatchObject({ email: 'owner@e.test', role: 'owner', orgIds: ['a', 'b'] });
    const account = await app.db.get<{ password: string }>(
      'SELECT password FROM account WHERE "userId" = ?',
      [person.id],
    );
    expect(account!.password).not.toContain(PASSWORD);
    expect(account!.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect((await signIn('owner@e.test', PASSWORD)).status).toBe(200);
  });

  it('refuse a duplicate email, a weak password and an unknown role', async () => {
    const input = {
      email: 'owner@e.test',
      password: PASSWORD,
      role: 'owner' as const,
    };
    await expect(createPerson(app, input)).rejects.toBeInstanceOf(PeopleError);
    await expect(
      createPerson(app, { ...input, email: 'x@e.test', password: 'short' }),
    ).rejects.toBeInstanceOf(ZodError);
    await expect(
      createPerson(app, { ...input, email: 'y@e.test', role: 'king' as 'owner' }),
    ).rejects.toBeInstanceOf(ZodError);
  });

  it('disabling ends every session and refuses the next sign-in', async () => {
    const { person, signedIn } = await signedInPerson('d@e.test', 'support');
    expect(await sessionOf(signedIn)).not.toBeNull();
    await setDisabled(app, person.id, true);
    expect(await sessionOf(signedIn)).toBeNull();
    expect((await signIn('d@e.test', PASSWORD)).ok).toBe(false);
    expect((await listPeople(app)).find((p) => p.id === person.id)!.disabled).toBe(true);
    await setDisabled(app, person.id, false);
    expect((await signIn('d@e.test', PASSWORD)).status).toBe(200);
  });

  it('a new password ends the sessions opened with the old one', async () => {
    const { person, signedIn } = await signedInPerson('p@e.test', 'admin');
    await setPassword(app, person.id, 'another-long-password');
    expect(await sessionOf(signedIn)).toBeNull();
    expect((await signIn('p@e.test', PASSWORD)).ok).toBe(false);
    expect((await signIn('p@e.test', 'another-long-password')).status).toBe(200);
  });
});

describe('the audit trail', () => {
  it('is append-only and filterable', async () => {
    await recordAudit(app.db, {
      action: 'sign-in',
      actorEmail: 'a@e.test',
      clientAddress: '1.2.3.4',
    });
    await recordAudit(app.db, {
      action: 'export',
      actorEmail: 'b@e.test',
      subject: '0000000001',
      details: { rows: 5 },
    });
    await expect(app.db.run("UPDATE audit_event SET action = 'x'")).rejects.toThrow(/append-only/);
    await expect(app.db.run('DELETE FROM audit_event')).rejects.toThrow(/append-only/);
    const exports = await listAudit(app.db, { action: 'export' });
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ actorEmail: 'b@e.test', details: { rows: 5 } });
    expect(await listAudit(app.db, { who: 'a@e' })).toHaveLength(1);
    // The same filter on both engines: an address typed in capitals still finds it.
    expect(await listAudit(app.db, { who: 'A@E' })).toHaveLength(1);
  });
});
