// The three kinds of people of the dashboard (docs/people.md). Isomorphic: pages show them, the
// server enforces them in lib/auth/server/scope.ts.

export const ROLES = ['admin', 'owner', 'support'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Support staff read everything but may not bulk-export receipts. */
export function mayExport(role: Role): boolean {
  return role !== 'support';
}

/**
 * An owner granted no organization sees nothing at all: every list is empty. Allowed (the grant
 * may follow), but the people form and the users CLI warn about it (docs/people.md).
 */
export function ownerSeesNothing(person: { role: Role; orgIds: readonly string[] }): boolean {
  return person.role === 'owner' && person.orgIds.length === 0;
}
