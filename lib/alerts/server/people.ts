import 'server-only';
import type { AppDatabase } from '@/lib/app-database/database';
import { isRole } from '@/lib/auth/roles';
import type { RulePerson } from '../reach';
import { personLanguages } from './person-language';

// Each rule's person as they are now (role, grants, disabled, language), read at every evaluation so that a
// grant taken away stops the rule's messages about that organization at once.

export async function rulePeople(
  db: AppDatabase,
  userIds: string[],
): Promise<Map<string, RulePerson>> {
  const people = new Map<string, RulePerson>();
  const languages = await personLanguages(db);
  for (const id of new Set(userIds)) {
    const user = await db.get<{ role: string | null; banned: unknown }>(
      'SELECT role, banned FROM "user" WHERE id = ?',
      [id],
    );
    if (!user || !isRole(user.role)) continue;
    const grants =
      user.role === 'owner'
        ? (
            await db.all<{ organization_id: string }>(
              'SELECT organization_id FROM organization_grant WHERE user_id = ?',
              [id],
            )
          ).map((g) => g.organization_id)
        : 'all';
    people.set(id, {
      role: user.role,
      orgIds: grants,
      disabled: Boolean(user.banned),
      locale: languages.get(id),
    });
  }
  return people;
}
