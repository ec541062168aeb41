'use client';

import { parseAsString } from '@/lib/urls/url-parsers';
import { useUrlState } from '@/lib/urls/use-url-state';

/** The lookup's `?q=`, shared by the search box and the results (both read the same address). */
export function useLookupQueryState() {
  return useUrlState('q', parseAsString.withDefault('').withOptions({ history: 'push' }));
}
