import 'server-only';
import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { mapWithLimit } from '@/lib/lookup/map-limit';
import { DIRECTORY_CONCURRENCY } from '@/lib/lookup/directory';
import { listCashboxes, listOrganizations } from '@/lib/ofd/api';
import { newCorrelationId, runWithCorrelationId } from '@/lib/ofd/correlation';
import { cashboxesQuery, organizationsQuery } from '@/lib/query/options';
import { loadPage, type Loaded } from './load-page';

/**
 * The organizations page's data: the list (its failure is the page's), then each organization's
 * registers for the counts, a few at a time. A count that cannot be had is left to the client,
 * which shows it as unknown; one organization must not take the whole list down.
 */
export async function prefetchOrganizations(): Promise<Loaded<DehydratedState>> {
  const organizations = await loadPage(listOrganizations, 'list');
  if (!organizations.ok) return organizations;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(organizationsQuery().queryKey, organizations.data);
  await runWithCorrelationId(newCorrelationId(), () =>
    mapWithLimit(organizations.data, DIRECTORY_CONCURRENCY, async ({ id }) => {
      const cashboxes = await listCashboxes(id).catch(() => undefined);
      if (cashboxes) queryClient.setQueryData(cashboxesQuery(id).queryKey, cashboxes);
    }),
  );
  return { ok: true, data: dehydrate(queryClient) };
}
