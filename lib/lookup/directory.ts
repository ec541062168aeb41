import { mapWithLimit } from './map-limit';

// Every register the credentials can see, grouped by organization: the list of organizations, then
// one cashboxes request per organization, a few at a time. The source is injected so the same
// loader serves the lookup (through lib/operator/api) and tests (a fake). An organization whose
// connection is down just now (marked `unavailable`) is kept with no registers, unasked, so the pages
// can say whose registers are missing.

export const DIRECTORY_CONCURRENCY = 4;

export type DirectorySource<O extends { id: string; unavailable?: string }, C> = {
  listOrganizations(): Promise<O[]>;
  listRegisters(orgId: string): Promise<C[]>;
};

export async function loadDirectory<O extends { id: string; unavailable?: string }, C>(
  source: DirectorySource<O, C>,
  concurrency = DIRECTORY_CONCURRENCY,
): Promise<{ organization: O; registers: C[] }[]> {
  const organizations = await source.listOrganizations();
  return mapWithLimit(organizations, concurrency, async (organization) => ({
    organization,
    registers: organization.unavailable ? [] : await source.listRegisters(organization.id),
  }));
}
