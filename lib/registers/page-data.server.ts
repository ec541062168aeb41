import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { orgIdSchema } from '@/lib/api/params.schema';
import { getCashbox, getOrganization } from '@/lib/operator/api';
import { rnmSchema } from '@/lib/ofd/ids';
import { loadOnServer } from '@/lib/query/prefetch.server';

// What the organization and register pages load, once per render: `cache` lets generateMetadata
// and the page share one upstream call. A malformed id in the address is a not-found, not a 400.

export const loadOrganization = cache(async (orgId: string) => {
  if (!orgIdSchema.safeParse(orgId).success) notFound();
  return loadOnServer(() => getOrganization(orgId));
});

export const loadRegister = cache(async (orgId: string, kktRegId: string) => {
  const rnm = rnmSchema.safeParse(safeDecode(kktRegId));
  if (!orgIdSchema.safeParse(orgId).success || !rnm.success) notFound();
  return loadOnServer(async () => {
    const [organization, cashbox] = await Promise.all([
      getOrganization(orgId),
      getCashbox(orgId, rnm.data),
    ]);
    return { organization, cashbox };
  });
});

/** A typed address may hold `%20` padding, or a stray `%` that is no escape at all. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
