import { queryOptions } from '@tanstack/react-query';
import type { LookupResponse } from '@/lib/lookup/search';
import { apiGet } from './api-fetch';
import { queryKeys } from './keys';

// The lookup's queryOptions: the page prefetches it on the server (lib/lookup/lookup-server.ts),
// the search box's results useQuery it. `q` is the trimmed query.
export const lookupQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.lookup(q),
    queryFn: ({ signal }) => apiGet<LookupResponse>('/api/lookup', { q }, signal),
  });
