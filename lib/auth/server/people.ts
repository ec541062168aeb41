import 'server-only';
import { z } from 'zod';
import { ROLES, isRole, type Role } from '@/lib/auth/roles';
import type { AppAuth } from './auth-options';

// Identifiers of the library's tables are quoted ("user", "createdAt"): the same SQL then runs on
// PostgreSQL, where `user` is reserved and camelCase columns are case-sensitive.
// People management shared by the admin pages and the users CLI: the library stores people,
// credentials (its own scrypt hash) and sessions; the organization grants are ours. Disabling a
// person or resetting their password ends every session they have.

export const personInputSchema = z.object({
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: z.string().min(10, 'must be at least 10 characters').max(128),
  role: z.enum(ROLES),
  orgIds: z.array(z.string().min(1).max(100)).max(1000).default([]),
  name: z.string().max(200).optional(),
});
export type PersonInput = z.input<typeof personInputSchema>;

export type Person = {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  orgIds: string[];
  createdAt: string;
};

export class PeopleError extends Error {
  override name = 'PeopleError';
  constructor(
    readonly reason: 'duplicate-email' | 'not-found',
    message: string,
  ) {
    super(message);
  }
}

type UserRow = { id: string; email: string; name: string; role?: string | null; banned?: unknown };

export async function createPerson({ auth, db }: AppAuth, input: PersonInput): Promise<Person> {
  const data = personInputSchema.parse(input);
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(data.email)) {
    throw new PeopleError('duplicate-email', `A person with the email ${data.email} exists.`);
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email: data.email,
      name: data.name ?? data.email.split('@')[0]!,
      emailVerified: true,
      role: data.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(data.password),
  });
  await setGrants({ auth, db }, user.id, data.orgIds);
  return (await getPerson({ auth, db }, user.id))!;
}

export async function getPerson(app: AppAuth, userId: string): Promise<Person | undefined> {
  const row = await app.db.get<UserRow & { createdAt: unknown }>(
    'SELECT id, email, name, role, banned, "createdAt" FROM "user" WHERE id = ?',
    [userId],
  );
  return row ? toPerson(row, await grantsOf(app, userId)) : undefined;
}

export async function findPersonByEmail(app: AppAuth, email: string) {
  const row = await app.db.get<{ id: string }>('SELECT id FROM "user" WHERE email = ?', [
    email.toLowerCase(),
  ]);
  if (!row) throw new PeopleError('not-found', `No person has the email ${email}.`);
  return (await getPerson(app, row.id))!;
}

export async function listPeople(app: AppAuth): Promise<Person[]> {
  const rows = await app.db.all<UserRow & { createdAt: unknown }>(
    'SELECT id, email, name, role, banned, "createdAt" FROM "user" ORDER BY email',
  );
  const grants = await app.db.all<{ user_id: string; organization_id: string }>(
    'SELECT user_id, organization_id FROM organization_grant ORDER BY organization_id',
  );
  return rows.map((row) =>
    toPerson(
      row,
      grants.filter((g) => g.user_id === row.id).map((g) => g.organization_id),
    ),
  );
}

export async function grantsOf(app: AppAuth, userId: string): Promise<string[]> {
  const rows = await app.db.all<{ organization_id: string }>(
    'SELECT organization_id FROM organization_grant WHERE user_id = ? ORDER BY organization_id',
    [userId],
  );
  return rows.map((r) => r.organization_id);
}

export async function setGrants(app: AppAuth, userId: string, orgIds: string[]) {
  const now = new Date().toISOString();
  await app.db.transaction([
    { sql: 'DELETE FROM organization_grant WHERE user_id = ?', params: [userId] },
    ...[...new Set(orgIds)].map((orgId) => ({
      sql: 'INSERT INTO organization_grant (user_id, organization_id, granted_at) VALUES (?, ?, ?)',
      params: [userId, orgId, now],
    })),
  ]);
}

export async function setRole(app: AppAuth, userId: string, role: Role) {
  const ctx = await app.auth.$context;
  await ctx.internalAdapter.updateUser(userId, { role });
}

/** Disabled people cannot sign in (the admin plugin refuses them) and lose their sessions now. */
export async function setDisabled(app: AppAuth, userId: string, disabled: boolean) {
  const ctx = await app.auth.$context;
  await ctx.internalAdapter.updateUser(userId, { banned: disabled, banReason: null });
  if (disabled) await ctx.internalAdapter.deleteUserSessions(userId);
}

export async function setPassword(app: AppAuth, userId: string, password: string) {
  const checked = personInputSchema.shape.password.parse(password);
  const ctx = await app.auth.$context;
  await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(checked));
  await ctx.internalAdapter.deleteUserSessions(userId);
}

export async function countPeople(app: AppAuth): Promise<number> {
  const row = await app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM "user"');
  return Number(row?.n ?? 0);
}

function toPerson(row: UserRow & { createdAt: unknown }, orgIds: string[]): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isRole(row.role) ? row.role : 'owner',
    disabled: row.banned === 1 || row.banned === true,
    orgIds,
    createdAt: new Date(row.createdAt as string | number).toISOString(),
  };
}
